/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ImpersonateUser($userId: ID!) {\n    impersonateUser(userId: $userId) {\n      token\n    }\n  }\n": typeof types.ImpersonateUserDocument,
    "\n  query ListUsers($search: String, $offset: Int, $limit: Int) {\n    users(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        name\n        email\n        status\n        roles\n        createdAt\n      }\n    }\n  }\n": typeof types.ListUsersDocument,
    "\n  mutation ForgotPassword($input: EmailInput!) {\n    forgotPassword(input: $input) {\n      status\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation LoginUser($input: LoginUserInput!) {\n    loginUser(input: $input) {\n      token\n    }\n  }\n": typeof types.LoginUserDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      id\n    }\n  }\n": typeof types.RegisterUserDocument,
    "\n  mutation ResendVerificationCode($input: EmailInput!) {\n    resendVerificationCode(input: $input) {\n      status\n    }\n  }\n": typeof types.ResendVerificationCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      token\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  query BillingAccount($id: ID!) {\n    billingAccount(id: $id) {\n      id\n      fullName\n      companyName\n      vatId\n      street\n      buildingNumber\n      localNumber\n      postcode\n      city\n      currency\n      invoiceEmail\n      isMonthlyBilling\n      wantsVatInvoice\n      isDefault\n      bankAccount {\n        id\n      }\n    }\n  }\n": typeof types.BillingAccountDocument,
    "\n  mutation CreateBankAccount($input: BankAccountInput!) {\n    createBankAccount(input: $input) {\n      id\n      name\n      accountNumber\n    }\n  }\n": typeof types.CreateBankAccountDocument,
    "\n  mutation CreateBillingAccount($input: BillingAccountInput!) {\n    createBillingAccount(input: $input) {\n      id\n      isDefault\n    }\n  }\n": typeof types.CreateBillingAccountDocument,
    "\n  mutation DeleteBankAccount($id: ID!) {\n    deleteBankAccount(id: $id)\n  }\n": typeof types.DeleteBankAccountDocument,
    "\n  mutation DeleteBillingAccount($id: ID!) {\n    deleteBillingAccount(id: $id)\n  }\n": typeof types.DeleteBillingAccountDocument,
    "\n  query MyBankAccounts {\n    myBankAccounts {\n      id\n      name\n      accountNumber\n      isVerified\n      isDefault\n    }\n  }\n": typeof types.MyBankAccountsDocument,
    "\n  query MyBillingAccounts {\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      vatId\n      street\n      buildingNumber\n      localNumber\n      postcode\n      city\n      currency\n      invoiceEmail\n      isMonthlyBilling\n      wantsVatInvoice\n      isDefault\n      bankAccount {\n        id\n        name\n        accountNumber\n      }\n    }\n  }\n": typeof types.MyBillingAccountsDocument,
    "\n  mutation SetDefaultBankAccount($id: ID!) {\n    setDefaultBankAccount(id: $id) {\n      id\n      isDefault\n    }\n  }\n": typeof types.SetDefaultBankAccountDocument,
    "\n  mutation SetDefaultBillingAccount($id: ID!) {\n    setDefaultBillingAccount(id: $id) {\n      id\n      isDefault\n    }\n  }\n": typeof types.SetDefaultBillingAccountDocument,
    "\n  mutation UpdateBillingAccount($id: ID!, $input: BillingAccountInput!) {\n    updateBillingAccount(id: $id, input: $input) {\n      id\n      isDefault\n    }\n  }\n": typeof types.UpdateBillingAccountDocument,
    "\n  mutation UpdateLanguage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      language\n    }\n  }\n": typeof types.UpdateLanguageDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      language\n      timezone\n      birthdayOn\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation LogoutUser {\n    logoutUser {\n      status\n    }\n  }\n": typeof types.LogoutUserDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      language\n      timezone\n      birthdayOn\n      status\n      roles\n      balance\n      currency\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RefreshToken {\n    refreshToken {\n      token\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation StopImpersonating {\n    stopImpersonating {\n      status\n    }\n  }\n": typeof types.StopImpersonatingDocument,
};
const documents: Documents = {
    "\n  mutation ImpersonateUser($userId: ID!) {\n    impersonateUser(userId: $userId) {\n      token\n    }\n  }\n": types.ImpersonateUserDocument,
    "\n  query ListUsers($search: String, $offset: Int, $limit: Int) {\n    users(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        name\n        email\n        status\n        roles\n        createdAt\n      }\n    }\n  }\n": types.ListUsersDocument,
    "\n  mutation ForgotPassword($input: EmailInput!) {\n    forgotPassword(input: $input) {\n      status\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation LoginUser($input: LoginUserInput!) {\n    loginUser(input: $input) {\n      token\n    }\n  }\n": types.LoginUserDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      id\n    }\n  }\n": types.RegisterUserDocument,
    "\n  mutation ResendVerificationCode($input: EmailInput!) {\n    resendVerificationCode(input: $input) {\n      status\n    }\n  }\n": types.ResendVerificationCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      token\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  query BillingAccount($id: ID!) {\n    billingAccount(id: $id) {\n      id\n      fullName\n      companyName\n      vatId\n      street\n      buildingNumber\n      localNumber\n      postcode\n      city\n      currency\n      invoiceEmail\n      isMonthlyBilling\n      wantsVatInvoice\n      isDefault\n      bankAccount {\n        id\n      }\n    }\n  }\n": types.BillingAccountDocument,
    "\n  mutation CreateBankAccount($input: BankAccountInput!) {\n    createBankAccount(input: $input) {\n      id\n      name\n      accountNumber\n    }\n  }\n": types.CreateBankAccountDocument,
    "\n  mutation CreateBillingAccount($input: BillingAccountInput!) {\n    createBillingAccount(input: $input) {\n      id\n      isDefault\n    }\n  }\n": types.CreateBillingAccountDocument,
    "\n  mutation DeleteBankAccount($id: ID!) {\n    deleteBankAccount(id: $id)\n  }\n": types.DeleteBankAccountDocument,
    "\n  mutation DeleteBillingAccount($id: ID!) {\n    deleteBillingAccount(id: $id)\n  }\n": types.DeleteBillingAccountDocument,
    "\n  query MyBankAccounts {\n    myBankAccounts {\n      id\n      name\n      accountNumber\n      isVerified\n      isDefault\n    }\n  }\n": types.MyBankAccountsDocument,
    "\n  query MyBillingAccounts {\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      vatId\n      street\n      buildingNumber\n      localNumber\n      postcode\n      city\n      currency\n      invoiceEmail\n      isMonthlyBilling\n      wantsVatInvoice\n      isDefault\n      bankAccount {\n        id\n        name\n        accountNumber\n      }\n    }\n  }\n": types.MyBillingAccountsDocument,
    "\n  mutation SetDefaultBankAccount($id: ID!) {\n    setDefaultBankAccount(id: $id) {\n      id\n      isDefault\n    }\n  }\n": types.SetDefaultBankAccountDocument,
    "\n  mutation SetDefaultBillingAccount($id: ID!) {\n    setDefaultBillingAccount(id: $id) {\n      id\n      isDefault\n    }\n  }\n": types.SetDefaultBillingAccountDocument,
    "\n  mutation UpdateBillingAccount($id: ID!, $input: BillingAccountInput!) {\n    updateBillingAccount(id: $id, input: $input) {\n      id\n      isDefault\n    }\n  }\n": types.UpdateBillingAccountDocument,
    "\n  mutation UpdateLanguage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      language\n    }\n  }\n": types.UpdateLanguageDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      language\n      timezone\n      birthdayOn\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation LogoutUser {\n    logoutUser {\n      status\n    }\n  }\n": types.LogoutUserDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      language\n      timezone\n      birthdayOn\n      status\n      roles\n      balance\n      currency\n    }\n  }\n": types.MeDocument,
    "\n  mutation RefreshToken {\n    refreshToken {\n      token\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation StopImpersonating {\n    stopImpersonating {\n      status\n    }\n  }\n": types.StopImpersonatingDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImpersonateUser($userId: ID!) {\n    impersonateUser(userId: $userId) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ImpersonateUser($userId: ID!) {\n    impersonateUser(userId: $userId) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListUsers($search: String, $offset: Int, $limit: Int) {\n    users(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        name\n        email\n        status\n        roles\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListUsers($search: String, $offset: Int, $limit: Int) {\n    users(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        name\n        email\n        status\n        roles\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($input: EmailInput!) {\n    forgotPassword(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($input: EmailInput!) {\n    forgotPassword(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginUser($input: LoginUserInput!) {\n    loginUser(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation LoginUser($input: LoginUserInput!) {\n    loginUser(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationCode($input: EmailInput!) {\n    resendVerificationCode(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationCode($input: EmailInput!) {\n    resendVerificationCode(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingAccount($id: ID!) {\n    billingAccount(id: $id) {\n      id\n      fullName\n      companyName\n      vatId\n      street\n      buildingNumber\n      localNumber\n      postcode\n      city\n      currency\n      invoiceEmail\n      isMonthlyBilling\n      wantsVatInvoice\n      isDefault\n      bankAccount {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillingAccount($id: ID!) {\n    billingAccount(id: $id) {\n      id\n      fullName\n      companyName\n      vatId\n      street\n      buildingNumber\n      localNumber\n      postcode\n      city\n      currency\n      invoiceEmail\n      isMonthlyBilling\n      wantsVatInvoice\n      isDefault\n      bankAccount {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBankAccount($input: BankAccountInput!) {\n    createBankAccount(input: $input) {\n      id\n      name\n      accountNumber\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBankAccount($input: BankAccountInput!) {\n    createBankAccount(input: $input) {\n      id\n      name\n      accountNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBillingAccount($input: BillingAccountInput!) {\n    createBillingAccount(input: $input) {\n      id\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBillingAccount($input: BillingAccountInput!) {\n    createBillingAccount(input: $input) {\n      id\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBankAccount($id: ID!) {\n    deleteBankAccount(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBankAccount($id: ID!) {\n    deleteBankAccount(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBillingAccount($id: ID!) {\n    deleteBillingAccount(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBillingAccount($id: ID!) {\n    deleteBillingAccount(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBankAccounts {\n    myBankAccounts {\n      id\n      name\n      accountNumber\n      isVerified\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query MyBankAccounts {\n    myBankAccounts {\n      id\n      name\n      accountNumber\n      isVerified\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBillingAccounts {\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      vatId\n      street\n      buildingNumber\n      localNumber\n      postcode\n      city\n      currency\n      invoiceEmail\n      isMonthlyBilling\n      wantsVatInvoice\n      isDefault\n      bankAccount {\n        id\n        name\n        accountNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBillingAccounts {\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      vatId\n      street\n      buildingNumber\n      localNumber\n      postcode\n      city\n      currency\n      invoiceEmail\n      isMonthlyBilling\n      wantsVatInvoice\n      isDefault\n      bankAccount {\n        id\n        name\n        accountNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultBankAccount($id: ID!) {\n    setDefaultBankAccount(id: $id) {\n      id\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultBankAccount($id: ID!) {\n    setDefaultBankAccount(id: $id) {\n      id\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultBillingAccount($id: ID!) {\n    setDefaultBillingAccount(id: $id) {\n      id\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultBillingAccount($id: ID!) {\n    setDefaultBillingAccount(id: $id) {\n      id\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBillingAccount($id: ID!, $input: BillingAccountInput!) {\n    updateBillingAccount(id: $id, input: $input) {\n      id\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBillingAccount($id: ID!, $input: BillingAccountInput!) {\n    updateBillingAccount(id: $id, input: $input) {\n      id\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLanguage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLanguage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      language\n      timezone\n      birthdayOn\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      language\n      timezone\n      birthdayOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutUser {\n    logoutUser {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation LogoutUser {\n    logoutUser {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      name\n      email\n      language\n      timezone\n      birthdayOn\n      status\n      roles\n      balance\n      currency\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      name\n      email\n      language\n      timezone\n      birthdayOn\n      status\n      roles\n      balance\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken {\n    refreshToken {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken {\n    refreshToken {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopImpersonating {\n    stopImpersonating {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation StopImpersonating {\n    stopImpersonating {\n      status\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;