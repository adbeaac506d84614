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
    "\n  query ActiveReservation {\n    activeReservation {\n      id\n      parkingId\n      spotId\n      startAt\n      endAt\n      status\n      createdAt\n      updatedAt\n      paymentDueAt\n      unpaidOrder {\n        id\n      }\n    }\n  }\n": typeof types.ActiveReservationDocument,
    "\n  query TicketsAwaitingMe {\n    ticketsAwaitingMe\n  }\n": typeof types.TicketsAwaitingMeDocument,
    "\n  mutation PayOrder($input: PayOrderInput!) {\n    payOrder(input: $input) {\n      id\n      status\n      method\n      createdAt\n      redirectUrl\n      failureCode\n    }\n  }\n": typeof types.PayOrderDocument,
    "\n  fragment PayerFields on User {\n    id\n    balance\n    blik {\n      id\n      label\n      expiresAt\n    }\n  }\n": typeof types.PayerFieldsFragmentDoc,
    "\n  query GetPayment($id: ID!) {\n    payment(id: $id) {\n      id\n      amount\n      currency\n      status\n      method\n      createdAt\n      finishedAt\n      failureCode\n      redirectUrl\n      order {\n        id\n        number\n        product\n        quantity\n        billingAccountId\n        reservationId\n      }\n    }\n  }\n": typeof types.GetPaymentDocument,
    "\n  mutation CreateParkingAddress($input: ParkingAddressInput!) {\n    createParkingAddress(input: $input) {\n      id\n      type\n    }\n  }\n": typeof types.CreateParkingAddressDocument,
    "\n  mutation DeleteParkingAddress($id: ID!) {\n    deleteParkingAddress(id: $id)\n  }\n": typeof types.DeleteParkingAddressDocument,
    "\n  query ParkingAddresses($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      status\n      canManage\n      addresses {\n        id\n        type\n        country\n        region\n        city\n        street\n        number\n        postcode\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.ParkingAddressesDocument,
    "\n  mutation UpdateParkingAddress($id: ID!, $input: ParkingAddressInput!) {\n    updateParkingAddress(id: $id, input: $input) {\n      id\n      type\n      country\n      region\n      city\n      street\n      number\n      postcode\n      latitude\n      longitude\n    }\n  }\n": typeof types.UpdateParkingAddressDocument,
    "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      status\n      roles\n      language\n      createdAt\n      balance\n    }\n  }\n": typeof types.AdminUserDocument,
    "\n  query AdminUserReservations($id: ID!, $after: String) {\n    user(id: $id) {\n      id\n      reservations(after: $after) {\n        items {\n          id\n          status\n          startAt\n          endAt\n          amount\n          currency\n          parkingIdentifier\n          spotNumber\n          vehicle {\n            id\n            registrationNumber\n          }\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.AdminUserReservationsDocument,
    "\n  query AdminUserPayments($id: ID!, $after: String) {\n    user(id: $id) {\n      id\n      payments(after: $after) {\n        items {\n          id\n          amount\n          currency\n          status\n          method\n          createdAt\n          order {\n            id\n            number\n            product\n          }\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.AdminUserPaymentsDocument,
    "\n  query AdminUserTickets($id: ID!, $after: String) {\n    user(id: $id) {\n      id\n      tickets(after: $after) {\n        items {\n          id\n          number\n          type\n          subject\n          status\n          priority\n          reportedAt\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.AdminUserTicketsDocument,
    "\n  mutation ImpersonateUser($userId: ID!) {\n    impersonateUser(userId: $userId) {\n      token\n    }\n  }\n": typeof types.ImpersonateUserDocument,
    "\n  query ListUsers($search: String, $offset: Int, $limit: Int) {\n    users(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        name\n        email\n        status\n        roles\n        createdAt\n      }\n    }\n  }\n": typeof types.ListUsersDocument,
    "\n  mutation CompleteSocialSignUp($input: CompleteSocialSignUpInput!) {\n    completeSocialSignUp(input: $input) {\n      token\n    }\n  }\n": typeof types.CompleteSocialSignUpDocument,
    "\n  mutation ForgotPassword($input: EmailInput!) {\n    forgotPassword(input: $input) {\n      status\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation LoginUser($input: LoginUserInput!) {\n    loginUser(input: $input) {\n      token\n    }\n  }\n": typeof types.LoginUserDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      id\n    }\n  }\n": typeof types.RegisterUserDocument,
    "\n  mutation ResendVerificationCode($input: EmailInput!) {\n    resendVerificationCode(input: $input) {\n      status\n    }\n  }\n": typeof types.ResendVerificationCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SocialSignIn($input: SocialSignInInput!) {\n    socialSignIn(input: $input) {\n      token\n      signUp {\n        pendingToken\n        email\n        name\n      }\n    }\n  }\n": typeof types.SocialSignInDocument,
    "\n  mutation StartSocialSignIn($input: StartSocialSignInInput!) {\n    startSocialSignIn(input: $input) {\n      authorizationUrl\n    }\n  }\n": typeof types.StartSocialSignInDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      token\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  fragment BillingAccountFields on BillingAccount {\n    id\n    fullName\n    companyName\n    vatId\n    street\n    buildingNumber\n    localNumber\n    postcode\n    city\n    currency\n    invoiceEmail\n    isMonthlyBilling\n    wantsVatInvoice\n    isDefault\n  }\n": typeof types.BillingAccountFieldsFragmentDoc,
    "\n  query BillingAccount($id: ID!) {\n    billingAccount(id: $id) {\n      ...BillingAccountFields\n      bankAccount {\n        id\n      }\n    }\n  }\n": typeof types.BillingAccountDocument,
    "\n  mutation CreateBankAccount($input: BankAccountInput!) {\n    createBankAccount(input: $input) {\n      id\n      name\n      accountNumber\n    }\n  }\n": typeof types.CreateBankAccountDocument,
    "\n  mutation CreateBillingAccount($input: BillingAccountInput!) {\n    createBillingAccount(input: $input) {\n      id\n      isDefault\n    }\n  }\n": typeof types.CreateBillingAccountDocument,
    "\n  mutation DeleteBankAccount($id: ID!) {\n    deleteBankAccount(id: $id)\n  }\n": typeof types.DeleteBankAccountDocument,
    "\n  mutation DeleteBillingAccount($id: ID!) {\n    deleteBillingAccount(id: $id)\n  }\n": typeof types.DeleteBillingAccountDocument,
    "\n  query MyBankAccounts {\n    myBankAccounts {\n      id\n      name\n      accountNumber\n      isVerified\n      status\n      rejectionReason\n      isDefault\n    }\n  }\n": typeof types.MyBankAccountsDocument,
    "\n  query MyBillingAccounts {\n    myBillingAccounts {\n      ...BillingAccountFields\n      bankAccount {\n        id\n        name\n        accountNumber\n      }\n    }\n  }\n": typeof types.MyBillingAccountsDocument,
    "\n  mutation ResubmitBankAccount($id: ID!, $input: BankAccountInput!) {\n    resubmitBankAccount(id: $id, input: $input) {\n      id\n      name\n      accountNumber\n      status\n      rejectionReason\n    }\n  }\n": typeof types.ResubmitBankAccountDocument,
    "\n  mutation SetDefaultBankAccount($id: ID!) {\n    setDefaultBankAccount(id: $id) {\n      id\n      isDefault\n    }\n  }\n": typeof types.SetDefaultBankAccountDocument,
    "\n  mutation SetDefaultBillingAccount($id: ID!) {\n    setDefaultBillingAccount(id: $id) {\n      id\n      isDefault\n    }\n  }\n": typeof types.SetDefaultBillingAccountDocument,
    "\n  mutation UpdateBillingAccount($id: ID!, $input: BillingAccountInput!) {\n    updateBillingAccount(id: $id, input: $input) {\n      id\n      isDefault\n    }\n  }\n": typeof types.UpdateBillingAccountDocument,
    "\n  query BookingChoices {\n    myVehicles {\n      id\n      registrationNumber\n      name\n      status\n      billingAccountId\n      isDefault\n    }\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      city\n      isDefault\n    }\n  }\n": typeof types.BookingChoicesDocument,
    "\n  mutation CreateReservation($input: CreateReservationInput!) {\n    createReservation(input: $input) {\n      reservation {\n        id\n        status\n        amount\n        paymentDueAt\n      }\n      order {\n        id\n      }\n    }\n  }\n": typeof types.CreateReservationDocument,
    "\n  query CurrentReservation {\n    activeReservation {\n      id\n      status\n      unpaidOrder {\n        id\n      }\n    }\n  }\n": typeof types.CurrentReservationDocument,
    "\n  fragment ReservationCheckoutFields on Reservation {\n    id\n    status\n    parkingIdentifier\n    parkingName\n    spotNumber\n    startAt\n    endAt\n    amount\n    currency\n    paymentDueAt\n    pendingExtensionEndAt\n    vehicle {\n      id\n      registrationNumber\n      name\n    }\n    orders {\n      id\n      number\n      status\n      product\n      total\n      currency\n      createdAt\n    }\n    unpaidOrder {\n      id\n      number\n      status\n      product\n      total\n      currency\n      createdAt\n    }\n  }\n": typeof types.ReservationCheckoutFieldsFragmentDoc,
    "\n  query ReservationCheckout($id: ID!) {\n    reservation(id: $id) {\n      ...ReservationCheckoutFields\n    }\n    me {\n      ...PayerFields\n    }\n  }\n": typeof types.ReservationCheckoutDocument,
    "\n  query ActiveReservationCheckout {\n    activeReservation {\n      ...ReservationCheckoutFields\n    }\n    me {\n      ...PayerFields\n    }\n  }\n": typeof types.ActiveReservationCheckoutDocument,
    "\n  query OrderReservation($orderId: ID!) {\n    order(id: $orderId) {\n      id\n      reservation {\n        ...ReservationCheckoutFields\n      }\n    }\n    me {\n      ...PayerFields\n    }\n  }\n": typeof types.OrderReservationDocument,
    "\n  query ReservationQuote($input: ReservationQuoteInput!) {\n    reservationQuote(input: $input) {\n      parkingId\n      identifier\n      address\n      spotId\n      spotNumber\n      available\n      reason\n      amount\n      currency\n    }\n  }\n": typeof types.ReservationQuoteDocument,
    "\n  mutation DeleteImage($id: ID!) {\n    deleteImage(id: $id)\n  }\n": typeof types.DeleteImageDocument,
    "\n  query ImageSubject($parkingId: ID!, $subjectId: ID!, $isAddress: Boolean!, $isSpot: Boolean!) {\n    parking(id: $parkingId) {\n      id\n      name\n      identifier\n      canManage\n    }\n    parkingAddress(id: $subjectId) @include(if: $isAddress) {\n      id\n      type\n      street\n      number\n      city\n    }\n    spot(id: $subjectId) @include(if: $isSpot) {\n      id\n      number\n    }\n  }\n": typeof types.ImageSubjectDocument,
    "\n  query Images($subjectType: ImageSubjectType!, $subjectId: ID!) {\n    images(subjectType: $subjectType, subjectId: $subjectId) {\n      id\n      url\n      thumbnailUrl\n      isPrimary\n      position\n      width\n      height\n    }\n  }\n": typeof types.ImagesDocument,
    "\n  mutation ReorderImages($input: ReorderImagesInput!) {\n    reorderImages(input: $input) {\n      id\n      url\n      thumbnailUrl\n      isPrimary\n      position\n      width\n      height\n    }\n  }\n": typeof types.ReorderImagesDocument,
    "\n  mutation SetPrimaryImage($id: ID!) {\n    setPrimaryImage(id: $id) {\n      id\n      isPrimary\n      position\n    }\n  }\n": typeof types.SetPrimaryImageDocument,
    "\n  mutation UploadImages($input: UploadImagesInput!) {\n    uploadImages(input: $input) {\n      id\n      isPrimary\n    }\n  }\n": typeof types.UploadImagesDocument,
    "\n  query KsefQueue {\n    ksefQueue {\n      sending\n      apiUrl\n      counts {\n        queued\n        sending\n        accepted\n        rejected\n      }\n      nearDeadline\n      pastDeadline\n      ksefFrom\n      beforeKsefFrom\n      oldestWaiting {\n        id\n        invoiceNumber\n        issueDate\n        status\n        attempts\n        nextAttemptAt\n        deadlineAt\n        deadlineAlert\n        lastError\n        createdAt\n      }\n    }\n  }\n": typeof types.KsefQueueDocument,
    "\n  query KsefRejected($after: String) {\n    ksefRejected(after: $after) {\n      items {\n        id\n        invoiceNumber\n        issueDate\n        deadlineAt\n        deadlineAlert\n        lastError\n        ksefStatusCode\n        updatedAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.KsefRejectedDocument,
    "\n  mutation RetryKsefSubmission($id: ID!) {\n    retryKsefSubmission(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RetryKsefSubmissionDocument,
    "\n  mutation UpdateLanguage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      language\n    }\n  }\n": typeof types.UpdateLanguageDocument,
    "\n  query MapTile($input: MapTileInput!) {\n    mapTile(input: $input) {\n      z\n      x\n      y\n      parkings {\n        identifier\n        latitude\n        longitude\n        address\n        availability\n        freeSpots\n        totalSpots\n        maxHeight\n        maxLength\n        maxWidth\n      }\n      clusters {\n        latitude\n        longitude\n        parkings\n        freeParkings\n        freeSpots\n        north\n        south\n        east\n        west\n      }\n    }\n  }\n": typeof types.MapTileDocument,
    "\n  query MapReservationQuote($input: ReservationQuoteInput!) {\n    reservationQuote(input: $input) {\n      parkingId\n      identifier\n      available\n      reason\n      amount\n      currency\n    }\n  }\n": typeof types.MapReservationQuoteDocument,
    "\n  subscription SpotStatesChanged($area: AreaInput!) {\n    spotStatesChanged(area: $area) {\n      parkingId\n      spotId\n    }\n  }\n": typeof types.SpotStatesChangedDocument,
    "\n  query MapStayPrices($identifier: String!, $startAt: DateTime) {\n    stayPrices(identifier: $identifier, startAt: $startAt) {\n      minutes\n      amount\n      currency\n    }\n  }\n": typeof types.MapStayPricesDocument,
    "\n  query AutomaticPayout {\n    payoutQuote {\n      automaticPayout {\n        by\n        blockers\n      }\n    }\n  }\n": typeof types.AutomaticPayoutDocument,
    "\n  query MoneyBalance {\n    me {\n      id\n      balance\n      currency\n      blik {\n        id\n        label\n        createdAt\n        expiresAt\n        updatedAt\n      }\n    }\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      isDefault\n    }\n  }\n": typeof types.MoneyBalanceDocument,
    "\n  mutation CreateTopUp($input: CreateTopUpInput!) {\n    createTopUp(input: $input) {\n      id\n      number\n      total\n    }\n  }\n": typeof types.CreateTopUpDocument,
    "\n  mutation DeleteBlikAlias($id: ID!) {\n    deleteBlikAlias(id: $id)\n  }\n": typeof types.DeleteBlikAliasDocument,
    "\n  query MyOrders($after: String) {\n    myOrders(after: $after) {\n      items {\n        id\n        number\n        createdAt\n        status\n        product\n        quantity\n        netAmount\n        vatAmount\n        grossAmount\n        vatRate\n        total\n        currency\n      }\n      nextCursor\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query MyPayments($after: String) {\n    myPayments(after: $after) {\n      items {\n        id\n        amount\n        currency\n        status\n        method\n        createdAt\n        finishedAt\n        failureCode\n        order {\n          id\n          number\n          product\n          quantity\n        }\n        document {\n          kind\n          number\n          url\n          fileName\n          ksefNumber\n        }\n        monthlyInvoice {\n          month\n          issueDate\n          document {\n            kind\n            number\n            url\n            fileName\n            ksefNumber\n          }\n        }\n        refunds {\n          id\n          amount\n          currency\n          destination\n          status\n          createdAt\n          finishedAt\n          correction {\n            kind\n            number\n            url\n            fileName\n          }\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.MyPaymentsDocument,
    "\n  query MyPayouts($first: Int, $after: String) {\n    myPayouts(first: $first, after: $after) {\n      items {\n        id\n        amount\n        fee\n        currency\n        status\n        kind\n        accountNumber\n        createdAt\n        finishedAt\n        failureCode\n      }\n      nextCursor\n    }\n  }\n": typeof types.MyPayoutsDocument,
    "\n  query MyWalletHistory($after: String) {\n    me {\n      id\n      balance\n      currency\n    }\n    myWalletHistory(after: $after) {\n      items {\n        id\n        kind\n        amount\n        currency\n        status\n        createdAt\n        orderNumber\n        payoutId\n        reservationId\n        ticketId\n        ticketNumber\n      }\n      nextCursor\n    }\n  }\n": typeof types.MyWalletHistoryDocument,
    "\n  query PayoutQuote {\n    payoutQuote {\n      fee\n      maxAmount\n      freePayoutsLeft\n      defaultBankAccount {\n        id\n        name\n        accountNumber\n        isVerified\n      }\n    }\n    myBankAccounts {\n      id\n      name\n      accountNumber\n      isVerified\n      isDefault\n    }\n  }\n": typeof types.PayoutQuoteDocument,
    "\n  mutation RequestPayout($input: RequestPayoutInput!) {\n    requestPayout(input: $input) {\n      id\n      amount\n      fee\n      status\n    }\n  }\n": typeof types.RequestPayoutDocument,
    "\n  query TopUpCheckout($orderId: ID!) {\n    me {\n      ...PayerFields\n    }\n    order(id: $orderId) {\n      id\n      number\n      status\n      product\n      total\n      currency\n      billingAccountId\n    }\n  }\n": typeof types.TopUpCheckoutDocument,
    "\n  mutation AcceptOrganizationInvitation($token: String!) {\n    acceptOrganizationInvitation(token: $token) {\n      ...OrganizationFields\n    }\n  }\n": typeof types.AcceptOrganizationInvitationDocument,
    "\n  mutation CreateOrganization($input: OrganizationInput!) {\n    createOrganization(input: $input) {\n      ...OrganizationFields\n    }\n  }\n": typeof types.CreateOrganizationDocument,
    "\n  mutation InviteOrganizationMember($input: InviteOrganizationMemberInput!) {\n    inviteOrganizationMember(input: $input) {\n      ...OrganizationFields\n    }\n  }\n": typeof types.InviteOrganizationMemberDocument,
    "\n  mutation LeaveOrganization($id: ID!) {\n    leaveOrganization(id: $id)\n  }\n": typeof types.LeaveOrganizationDocument,
    "\n  query MyOrganizations {\n    myOrganizations {\n      id\n      name\n      description\n      type\n      status\n      myRole\n      memberCount\n    }\n  }\n": typeof types.MyOrganizationsDocument,
    "\n  fragment OrganizationFields on Organization {\n    id\n    name\n    description\n    type\n    status\n    myRole\n    memberCount\n    members {\n      user {\n        id\n        name\n        email\n      }\n      role\n      joinedAt\n    }\n    invitations {\n      id\n      email\n      expiresAt\n      createdAt\n    }\n  }\n": typeof types.OrganizationFieldsFragmentDoc,
    "\n  query OrganizationInvitation($token: String!) {\n    organizationInvitation(token: $token) {\n      organizationName\n      inviterName\n      email\n      expiresAt\n      state\n    }\n  }\n": typeof types.OrganizationInvitationDocument,
    "\n  query Organization($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationFields\n    }\n  }\n": typeof types.OrganizationDocument,
    "\n  mutation RemoveOrganizationMember($organizationId: ID!, $userId: ID!) {\n    removeOrganizationMember(organizationId: $organizationId, userId: $userId) {\n      ...OrganizationFields\n    }\n  }\n": typeof types.RemoveOrganizationMemberDocument,
    "\n  mutation RevokeOrganizationInvitation($id: ID!) {\n    revokeOrganizationInvitation(id: $id) {\n      ...OrganizationFields\n    }\n  }\n": typeof types.RevokeOrganizationInvitationDocument,
    "\n  mutation SetOrganizationMemberRole($input: SetOrganizationMemberRoleInput!) {\n    setOrganizationMemberRole(input: $input) {\n      ...OrganizationFields\n    }\n  }\n": typeof types.SetOrganizationMemberRoleDocument,
    "\n  mutation UpdateOrganization($id: ID!, $input: OrganizationInput!) {\n    updateOrganization(id: $id, input: $input) {\n      ...OrganizationFields\n    }\n  }\n": typeof types.UpdateOrganizationDocument,
    "\n  mutation ActivateParking($id: ID!) {\n    activateParking(id: $id) {\n      id\n      status\n      rejectionReason\n      verificationRequestedAt\n    }\n  }\n": typeof types.ActivateParkingDocument,
    "\n  mutation CreateParking($input: ParkingInput!) {\n    createParking(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateParkingDocument,
    "\n  mutation CreateSpot($input: CreateSpotInput!) {\n    createSpot(input: $input) {\n      id\n      number\n      hasRestrictions\n      parkingId\n    }\n  }\n": typeof types.CreateSpotDocument,
    "\n  mutation CreateSpots($input: CreateSpotsInput!) {\n    createSpots(input: $input) {\n      id\n      number\n    }\n  }\n": typeof types.CreateSpotsDocument,
    "\n  mutation DeactivateParking($id: ID!) {\n    deactivateParking(id: $id) {\n      id\n      status\n      rejectionReason\n      verificationRequestedAt\n    }\n  }\n": typeof types.DeactivateParkingDocument,
    "\n  mutation DeleteSpot($id: ID!) {\n    deleteSpot(id: $id)\n  }\n": typeof types.DeleteSpotDocument,
    "\n  query MyParkings($after: String) {\n    myParkings(after: $after) {\n      items {\n        id\n        identifier\n        name\n        status\n        verificationRequestedAt\n        rejectionReason\n        spotCount\n        basicAddress {\n          id\n          city\n        }\n        organization {\n          id\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.MyParkingsDocument,
    "\n  query ParkingDetails($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      note\n      accessInstructions\n      hasRestrictions\n      maxHeightCm\n      maxLengthCm\n      maxWidthCm\n      status\n      rejectionReason\n      canManage\n      spotCount\n      verificationRequestedAt\n      billingAccount {\n        id\n        fullName\n        companyName\n      }\n      organization {\n        id\n        name\n      }\n      readiness {\n        hasBasicAddress\n        hasSpots\n        hasBasicPriceList\n        ready\n      }\n    }\n  }\n": typeof types.ParkingDetailsDocument,
    "\n  query ParkingFormOptions {\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      city\n      isDefault\n    }\n    myOrganizations {\n      id\n      name\n      myRole\n    }\n  }\n": typeof types.ParkingFormOptionsDocument,
    "\n  query ParkingSpots($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      canManage\n      spots {\n        id\n        number\n        hasRestrictions\n        features\n        parkingId\n      }\n    }\n  }\n": typeof types.ParkingSpotsDocument,
    "\n  mutation RequestParkingVerification($id: ID!) {\n    requestParkingVerification(id: $id) {\n      id\n      status\n      rejectionReason\n      verificationRequestedAt\n    }\n  }\n": typeof types.RequestParkingVerificationDocument,
    "\n  query SpotDetails($id: ID!) {\n    spot(id: $id) {\n      id\n      number\n      hasRestrictions\n      features\n      parkingId\n    }\n  }\n": typeof types.SpotDetailsDocument,
    "\n  mutation UpdateParking($id: ID!, $input: ParkingInput!) {\n    updateParking(id: $id, input: $input) {\n      id\n      name\n      note\n      accessInstructions\n      hasRestrictions\n      maxHeightCm\n      maxLengthCm\n      maxWidthCm\n      billingAccount {\n        id\n      }\n      organization {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UpdateParkingDocument,
    "\n  mutation UpdateSpot($id: ID!, $input: SpotInput!) {\n    updateSpot(id: $id, input: $input) {\n      id\n      number\n      hasRestrictions\n      features\n      parkingId\n    }\n  }\n": typeof types.UpdateSpotDocument,
    "\n  mutation ConfirmPayoutBatch($id: ID!) {\n    confirmPayoutBatch(id: $id) {\n      id\n      status\n      confirmedAt\n    }\n  }\n": typeof types.ConfirmPayoutBatchDocument,
    "\n  mutation CreatePayoutBatch {\n    createPayoutBatch {\n      id\n      number\n      payoutCount\n    }\n  }\n": typeof types.CreatePayoutBatchDocument,
    "\n  query PayoutBatch($id: ID!) {\n    payoutBatch(id: $id) {\n      id\n      number\n      status\n      payoutCount\n      total\n      accountNumber\n      createdAt\n      confirmedAt\n      fileUrl\n      fileName\n      payouts {\n        id\n        ownerName\n        amount\n        accountNumber\n        status\n        failureCode\n      }\n    }\n  }\n": typeof types.PayoutBatchDocument,
    "\n  query PayoutBatches($after: String) {\n    payoutBatches(after: $after) {\n      items {\n        id\n        number\n        status\n        payoutCount\n        total\n        createdAt\n        confirmedAt\n        fileUrl\n        fileName\n      }\n      nextCursor\n    }\n  }\n": typeof types.PayoutBatchesDocument,
    "\n  query PayoutTransfers {\n    payoutTransfers {\n      via\n      awaitingCount\n      awaitingTotal\n      accountNumber\n    }\n  }\n": typeof types.PayoutTransfersDocument,
    "\n  mutation ReturnBatchPayout($payoutId: ID!) {\n    returnBatchPayout(payoutId: $payoutId) {\n      id\n    }\n  }\n": typeof types.ReturnBatchPayoutDocument,
    "\n  mutation CreatePriceList($input: PriceListInput!) {\n    createPriceList(input: $input) {\n      id\n      name\n      isBasic\n    }\n  }\n": typeof types.CreatePriceListDocument,
    "\n  mutation CreateUnavailability($input: UnavailabilityInput!) {\n    createUnavailability(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateUnavailabilityDocument,
    "\n  mutation DeletePriceList($id: ID!) {\n    deletePriceList(id: $id)\n  }\n": typeof types.DeletePriceListDocument,
    "\n  mutation DeleteUnavailability($id: ID!) {\n    deleteUnavailability(id: $id)\n  }\n": typeof types.DeleteUnavailabilityDocument,
    "\n  query ParkingPriceLists($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      status\n      canManage\n      priceLists {\n        id\n        name\n        days\n        startHour\n        endHour\n        settlementPeriod\n        firstPeriodPrice\n        nextPeriodPrice\n        currency\n        isBasic\n      }\n    }\n  }\n": typeof types.ParkingPriceListsDocument,
    "\n  query ParkingUnavailabilities($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      canManage\n      unavailabilities {\n        id\n        name\n        days\n        startTime\n        endTime\n      }\n    }\n  }\n": typeof types.ParkingUnavailabilitiesDocument,
    "\n  mutation UpdatePriceList($id: ID!, $input: PriceListInput!) {\n    updatePriceList(id: $id, input: $input) {\n      id\n      name\n      isBasic\n    }\n  }\n": typeof types.UpdatePriceListDocument,
    "\n  mutation UpdateUnavailability($id: ID!, $input: UnavailabilityInput!) {\n    updateUnavailability(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateUnavailabilityDocument,
    "\n  query GetParkingByIdentifier($identifier: String!) {\n    parkingByIdentifier(identifier: $identifier) {\n      ...PublicParkingFields\n      spots {\n        number\n        hasRestrictions\n        features\n        state\n      }\n    }\n  }\n": typeof types.GetParkingByIdentifierDocument,
    "\n  query GetParkingPreview($identifier: String!) {\n    parkingPreview(identifier: $identifier) {\n      ...PublicParkingFields\n      spots {\n        number\n        hasRestrictions\n        features\n        state\n      }\n    }\n  }\n": typeof types.GetParkingPreviewDocument,
    "\n  query GetSpotByParkingIdentifier($identifier: String!, $spotNumber: String!) {\n    spotByParkingIdentifier(identifier: $identifier, spotNumber: $spotNumber) {\n      ...PublicSpotFields\n    }\n  }\n": typeof types.GetSpotByParkingIdentifierDocument,
    "\n  query GetSpotPreview($identifier: String!, $spotNumber: String!) {\n    spotPreview(identifier: $identifier, spotNumber: $spotNumber) {\n      ...PublicSpotFields\n    }\n  }\n": typeof types.GetSpotPreviewDocument,
    "\n  fragment PublicAddressFields on PublicAddress {\n    street\n    number\n    postcode\n    city\n    latitude\n    longitude\n  }\n": typeof types.PublicAddressFieldsFragmentDoc,
    "\n  fragment PublicParkingFields on PublicParking {\n    identifier\n    note\n    features\n    restrictions {\n      hasRestrictions\n      maxHeightCm\n      maxLengthCm\n      maxWidthCm\n    }\n    address {\n      ...PublicAddressFields\n    }\n    entryAddress {\n      ...PublicAddressFields\n    }\n    exitAddress {\n      ...PublicAddressFields\n    }\n    images {\n      url\n      thumbnailUrl\n      isPrimary\n    }\n    priceLists {\n      name\n      days\n      startHour\n      endHour\n      settlementPeriod\n      firstPeriodPrice\n      nextPeriodPrice\n      currency\n      isBasic\n    }\n    unavailabilities {\n      name\n      days\n      startTime\n      endTime\n    }\n    availability {\n      state\n      availableSpots\n      totalSpots\n    }\n  }\n": typeof types.PublicParkingFieldsFragmentDoc,
    "\n  fragment PublicSpotFields on PublicSpot {\n    number\n    hasRestrictions\n    features\n    state\n    images {\n      url\n      thumbnailUrl\n      isPrimary\n    }\n    parking {\n      ...PublicParkingFields\n    }\n  }\n": typeof types.PublicSpotFieldsFragmentDoc,
    "\n  query PublicStayPrices($identifier: String!) {\n    stayPrices(identifier: $identifier) {\n      minutes\n      amount\n      currency\n      priceListName\n    }\n  }\n": typeof types.PublicStayPricesDocument,
    "\n  mutation CancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      id\n      status\n      cancelledAt\n      canExtend\n      canCancel\n      canComplete\n      refunds {\n        id\n        amount\n        destination\n        status\n      }\n    }\n  }\n": typeof types.CancelReservationDocument,
    "\n  mutation CompleteReservation($id: ID!) {\n    completeReservation(id: $id) {\n      id\n      status\n      completedAt\n      canExtend\n      canCancel\n      canComplete\n    }\n  }\n": typeof types.CompleteReservationDocument,
    "\n  mutation ExtendReservation($input: ExtendReservationInput!) {\n    extendReservation(input: $input) {\n      reservation {\n        id\n        endAt\n        pendingExtensionEndAt\n      }\n      order {\n        id\n        total\n        currency\n      }\n    }\n  }\n": typeof types.ExtendReservationDocument,
    "\n  query ExtensionQuote($input: ExtendReservationInput!) {\n    extensionQuote(input: $input) {\n      amount\n      currency\n      available\n      nextReservationStartAt\n    }\n  }\n": typeof types.ExtensionQuoteDocument,
    "\n  query MyLiveReservations($after: String) {\n    myReservations(live: true, after: $after) {\n      items {\n        ...ReservationViewFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.MyLiveReservationsDocument,
    "\n  query MyReservationHistory($after: String) {\n    myReservations(live: false, after: $after) {\n      items {\n        ...ReservationViewFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.MyReservationHistoryDocument,
    "\n  query OfflinePasses {\n    myReservations(live: true) {\n      items {\n        id\n        status\n        startAt\n        endAt\n        parkingName\n        parkingIdentifier\n        spotNumber\n        accessInstructions\n        vehicle {\n          id\n          registrationNumber\n        }\n        location {\n          address\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.OfflinePassesDocument,
    "\n  query ParkingReservations($parkingId: ID!, $live: Boolean!, $after: String) {\n    parking(id: $parkingId) {\n      id\n      name\n      identifier\n    }\n    parkingReservations(parkingId: $parkingId, live: $live, after: $after) {\n      items {\n        id\n        startAt\n        endAt\n        status\n        spotNumber\n        amount\n        currency\n        vehicle {\n          id\n          registrationNumber\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.ParkingReservationsDocument,
    "\n  query ReservationDetails($id: ID!) {\n    reservation(id: $id) {\n      ...ReservationViewFields\n    }\n  }\n": typeof types.ReservationDetailsDocument,
    "\n  fragment ReservationViewFields on Reservation {\n    id\n    parkingId\n    spotId\n    startAt\n    endAt\n    status\n    createdAt\n    updatedAt\n    parkingIdentifier\n    parkingName\n    spotNumber\n    accessInstructions\n    accessInstructionsFrom\n    vehicle {\n      id\n      registrationNumber\n      name\n    }\n    billingAccount {\n      id\n      fullName\n      companyName\n    }\n    amount\n    currency\n    location {\n      address\n      latitude\n      longitude\n    }\n    paymentDueAt\n    pendingExtensionEndAt\n    completedAt\n    cancelledAt\n    canExtend\n    canCancel\n    canComplete\n    cancelRefund {\n      toPayer\n      toBalance\n    }\n    orders {\n      id\n      number\n      createdAt\n      status\n      product\n      total\n      currency\n      payments {\n        id\n        status\n        method\n        amount\n        currency\n        finishedAt\n        document {\n          kind\n          number\n          fileName\n          url\n        }\n        refunds {\n          id\n          amount\n          destination\n          status\n          finishedAt\n        }\n      }\n    }\n    unpaidOrder {\n      id\n      total\n      currency\n    }\n    tickets {\n      id\n      number\n    }\n  }\n": typeof types.ReservationViewFieldsFragmentDoc,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query ReminderSettings {\n    me {\n      id\n      reminderMinutes\n    }\n  }\n": typeof types.ReminderSettingsDocument,
    "\n  mutation SetReminderMinutes($minutes: Int) {\n    setReminderMinutes(minutes: $minutes) {\n      id\n      reminderMinutes\n    }\n  }\n": typeof types.SetReminderMinutesDocument,
    "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      status\n    }\n  }\n": typeof types.SavePushSubscriptionDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      language\n      timezone\n      birthdayOn\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query ParkingStatements($parkingId: ID!, $after: String) {\n    parking(id: $parkingId) {\n      id\n      name\n      identifier\n    }\n    parkingStatements(parkingId: $parkingId, after: $after) {\n      items {\n        month\n        closed\n        stays\n        reversals\n        earnings\n        commission\n        refundsBorne\n        commissionReturned\n        net\n        currency\n        pdf {\n          url\n          fileName\n        }\n        csv {\n          url\n          fileName\n        }\n        commissionInvoice {\n          id\n          number\n          url\n          fileName\n        }\n        commissionCorrection {\n          id\n          number\n          url\n          fileName\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.ParkingStatementsDocument,
    "\n  query AdminTickets($filter: TicketFilterInput, $after: String) {\n    adminTickets(filter: $filter, after: $after) {\n      items {\n        id\n        number\n        type\n        subject\n        priority\n        status\n        reason\n        reportedAt\n        lastMessageAt\n        awaitingViewer\n        reporterName\n        parking {\n          id\n          identifier\n        }\n        assignee {\n          id\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.AdminTicketsDocument,
    "\n  mutation AssignTicket($ticketId: ID!, $toMe: Boolean!) {\n    assignTicket(ticketId: $ticketId, toMe: $toMe) {\n      id\n    }\n  }\n": typeof types.AssignTicketDocument,
    "\n  mutation SetTicketPriority($ticketId: ID!, $priority: TicketPriority!) {\n    setTicketPriority(ticketId: $ticketId, priority: $priority) {\n      id\n    }\n  }\n": typeof types.SetTicketPriorityDocument,
    "\n  mutation SupportMoveTicket($input: TicketMoveInput!) {\n    moveTicket(input: $input) {\n      id\n    }\n  }\n": typeof types.SupportMoveTicketDocument,
    "\n  mutation SupportReply($input: TicketReplyInput!) {\n    replyToTicket(input: $input) {\n      id\n    }\n  }\n": typeof types.SupportReplyDocument,
    "\n  mutation GrantTicketRefund($input: TicketRefundInput!) {\n    grantTicketRefund(input: $input) {\n      id\n    }\n  }\n": typeof types.GrantTicketRefundDocument,
    "\n  query SupportTicket($id: ID!) {\n    ticket(id: $id) {\n      id\n      number\n      type\n      subject\n      description\n      priority\n      status\n      reason\n      reportedAt\n      resolvedAt\n      outcome\n      viewerRole\n      allowedStatuses\n      canReply\n      reporterName\n      reporterId\n      parking {\n        id\n        identifier\n        name\n      }\n      reservation {\n        id\n        startAt\n        endAt\n        amount\n        currency\n        status\n        spotNumber\n        vehicle {\n          id\n          registrationNumber\n        }\n      }\n      photos {\n        id\n        url\n        thumbnailUrl\n        width\n        height\n      }\n      messages {\n        id\n        authorRole\n        authorName\n        mine\n        body\n        internal\n        createdAt\n        photos {\n          id\n          url\n          thumbnailUrl\n          width\n          height\n        }\n      }\n      assignee {\n        id\n        name\n      }\n      refund {\n        amount\n        bearer\n        createdAt\n        refunds {\n          id\n          amount\n          destination\n          status\n        }\n      }\n      refundable\n      refundablePlan {\n        toPayer\n        toBalance\n      }\n      events {\n        id\n        kind\n        actorRole\n        actorName\n        from\n        to\n        amount\n        bearer\n        createdAt\n      }\n    }\n  }\n": typeof types.SupportTicketDocument,
    "\n  mutation CancelStayWithRefund($ticketId: ID!) {\n    cancelStayWithRefund(ticketId: $ticketId) {\n      ...TicketViewFields\n    }\n  }\n": typeof types.CancelStayWithRefundDocument,
    "\n  mutation CreateTicket($input: TicketInput!) {\n    createTicket(input: $input) {\n      id\n      number\n    }\n  }\n": typeof types.CreateTicketDocument,
    "\n  mutation MoveTicket($input: TicketMoveInput!) {\n    moveTicket(input: $input) {\n      ...TicketViewFields\n    }\n  }\n": typeof types.MoveTicketDocument,
    "\n  query MyTickets($scope: TicketScope!, $after: String) {\n    myTickets(scope: $scope, after: $after) {\n      items {\n        ...TicketRowFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.MyTicketsDocument,
    "\n  mutation ReplyToTicket($input: TicketReplyInput!) {\n    replyToTicket(input: $input) {\n      ...TicketViewFields\n    }\n  }\n": typeof types.ReplyToTicketDocument,
    "\n  mutation TakeOtherSpot($ticketId: ID!) {\n    takeOtherSpot(ticketId: $ticketId) {\n      ...TicketViewFields\n    }\n  }\n": typeof types.TakeOtherSpotDocument,
    "\n  fragment TicketRowFields on Ticket {\n    id\n    number\n    type\n    subject\n    priority\n    status\n    reportedAt\n    resolvedAt\n    awaitingViewer\n  }\n": typeof types.TicketRowFieldsFragmentDoc,
    "\n  fragment TicketPhotoFields on TicketPhoto {\n    id\n    url\n    thumbnailUrl\n    width\n    height\n  }\n": typeof types.TicketPhotoFieldsFragmentDoc,
    "\n  fragment TicketViewFields on Ticket {\n    id\n    number\n    type\n    subject\n    description\n    priority\n    status\n    reason\n    reportedAt\n    resolvedAt\n    outcome\n    viewerRole\n    awaitingViewer\n    allowedStatuses\n    canReply\n    reporterName\n    parking {\n      id\n      identifier\n      name\n    }\n    reservationId\n    refund {\n      amount\n      createdAt\n      refunds {\n        id\n        amount\n        destination\n        status\n      }\n    }\n    remedies {\n      otherSpotNumber\n      refundAmount\n      refundPlan {\n        toPayer\n        toBalance\n      }\n    }\n    photos {\n      ...TicketPhotoFields\n    }\n    messages {\n      id\n      authorRole\n      authorName\n      mine\n      body\n      createdAt\n      photos {\n        ...TicketPhotoFields\n      }\n    }\n  }\n": typeof types.TicketViewFieldsFragmentDoc,
    "\n  query TicketReservation($id: ID!) {\n    reservation(id: $id) {\n      id\n      parkingName\n      parkingIdentifier\n      spotNumber\n      startAt\n      endAt\n      status\n      tickets {\n        id\n        number\n      }\n    }\n  }\n": typeof types.TicketReservationDocument,
    "\n  query Ticket($id: ID!) {\n    ticket(id: $id) {\n      ...TicketViewFields\n    }\n  }\n": typeof types.TicketDocument,
    "\n  mutation CreateVehicle($input: VehicleInput!) {\n    createVehicle(input: $input) {\n      ...VehicleCardFields\n    }\n  }\n": typeof types.CreateVehicleDocument,
    "\n  query MyVehicleList {\n    myVehicles {\n      ...VehicleCardFields\n    }\n  }\n": typeof types.MyVehicleListDocument,
    "\n  mutation SetDefaultVehicle($id: ID!) {\n    setDefaultVehicle(id: $id) {\n      id\n      isDefault\n    }\n  }\n": typeof types.SetDefaultVehicleDocument,
    "\n  mutation UpdateVehicle($id: ID!, $input: VehicleInput!) {\n    updateVehicle(id: $id, input: $input) {\n      ...VehicleCardFields\n    }\n  }\n": typeof types.UpdateVehicleDocument,
    "\n  query VehicleBillingAccounts {\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      isDefault\n    }\n  }\n": typeof types.VehicleBillingAccountsDocument,
    "\n  fragment VehicleCardFields on Vehicle {\n    id\n    registrationNumber\n    name\n    status\n    isDefault\n    billingAccountId\n    billingAccount {\n      id\n      fullName\n      companyName\n    }\n  }\n": typeof types.VehicleCardFieldsFragmentDoc,
    "\n  query VehicleForEditor($id: ID!) {\n    vehicle(id: $id) {\n      ...VehicleCardFields\n    }\n  }\n": typeof types.VehicleForEditorDocument,
    "\n  query BankAccountsAwaitingVerification($after: String) {\n    bankAccountsAwaitingVerification(after: $after) {\n      items {\n        id\n        bankAccount {\n          id\n          name\n          accountNumber\n          updatedAt\n        }\n        owner {\n          id\n          name\n          email\n        }\n        billingAccounts {\n          id\n          fullName\n          companyName\n          vatId\n          street\n          buildingNumber\n          localNumber\n          postcode\n          city\n          isDefault\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.BankAccountsAwaitingVerificationDocument,
    "\n  query ParkingsAwaitingVerification($after: String) {\n    parkingsAwaitingVerification(after: $after) {\n      items {\n        id\n        identifier\n        note\n        hasRestrictions\n        maxHeightCm\n        maxLengthCm\n        maxWidthCm\n        spotCount\n        verificationRequestedAt\n        owner {\n          id\n          name\n          email\n        }\n        priceLists {\n          id\n          name\n          isBasic\n          days\n          startHour\n          endHour\n          settlementPeriod\n          firstPeriodPrice\n          nextPeriodPrice\n          currency\n        }\n        images {\n          id\n          url\n          thumbnailUrl\n        }\n        basicAddress {\n          id\n          city\n          street\n          number\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.ParkingsAwaitingVerificationDocument,
    "\n  mutation RejectBankAccount($id: ID!, $reason: String) {\n    rejectBankAccount(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n": typeof types.RejectBankAccountDocument,
    "\n  mutation RejectParking($id: ID!, $reason: String) {\n    rejectParking(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n": typeof types.RejectParkingDocument,
    "\n  mutation VerifyBankAccount($id: ID!) {\n    verifyBankAccount(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.VerifyBankAccountDocument,
    "\n  mutation VerifyParking($id: ID!) {\n    verifyParking(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.VerifyParkingDocument,
    "\n  mutation LogoutUser {\n    logoutUser {\n      status\n    }\n  }\n": typeof types.LogoutUserDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      language\n      timezone\n      birthdayOn\n      status\n      roles\n      balance\n      currency\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RefreshToken {\n    refreshToken {\n      token\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation StopImpersonating {\n    stopImpersonating {\n      status\n    }\n  }\n": typeof types.StopImpersonatingDocument,
};
const documents: Documents = {
    "\n  query ActiveReservation {\n    activeReservation {\n      id\n      parkingId\n      spotId\n      startAt\n      endAt\n      status\n      createdAt\n      updatedAt\n      paymentDueAt\n      unpaidOrder {\n        id\n      }\n    }\n  }\n": types.ActiveReservationDocument,
    "\n  query TicketsAwaitingMe {\n    ticketsAwaitingMe\n  }\n": types.TicketsAwaitingMeDocument,
    "\n  mutation PayOrder($input: PayOrderInput!) {\n    payOrder(input: $input) {\n      id\n      status\n      method\n      createdAt\n      redirectUrl\n      failureCode\n    }\n  }\n": types.PayOrderDocument,
    "\n  fragment PayerFields on User {\n    id\n    balance\n    blik {\n      id\n      label\n      expiresAt\n    }\n  }\n": types.PayerFieldsFragmentDoc,
    "\n  query GetPayment($id: ID!) {\n    payment(id: $id) {\n      id\n      amount\n      currency\n      status\n      method\n      createdAt\n      finishedAt\n      failureCode\n      redirectUrl\n      order {\n        id\n        number\n        product\n        quantity\n        billingAccountId\n        reservationId\n      }\n    }\n  }\n": types.GetPaymentDocument,
    "\n  mutation CreateParkingAddress($input: ParkingAddressInput!) {\n    createParkingAddress(input: $input) {\n      id\n      type\n    }\n  }\n": types.CreateParkingAddressDocument,
    "\n  mutation DeleteParkingAddress($id: ID!) {\n    deleteParkingAddress(id: $id)\n  }\n": types.DeleteParkingAddressDocument,
    "\n  query ParkingAddresses($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      status\n      canManage\n      addresses {\n        id\n        type\n        country\n        region\n        city\n        street\n        number\n        postcode\n        latitude\n        longitude\n      }\n    }\n  }\n": types.ParkingAddressesDocument,
    "\n  mutation UpdateParkingAddress($id: ID!, $input: ParkingAddressInput!) {\n    updateParkingAddress(id: $id, input: $input) {\n      id\n      type\n      country\n      region\n      city\n      street\n      number\n      postcode\n      latitude\n      longitude\n    }\n  }\n": types.UpdateParkingAddressDocument,
    "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      status\n      roles\n      language\n      createdAt\n      balance\n    }\n  }\n": types.AdminUserDocument,
    "\n  query AdminUserReservations($id: ID!, $after: String) {\n    user(id: $id) {\n      id\n      reservations(after: $after) {\n        items {\n          id\n          status\n          startAt\n          endAt\n          amount\n          currency\n          parkingIdentifier\n          spotNumber\n          vehicle {\n            id\n            registrationNumber\n          }\n        }\n        nextCursor\n      }\n    }\n  }\n": types.AdminUserReservationsDocument,
    "\n  query AdminUserPayments($id: ID!, $after: String) {\n    user(id: $id) {\n      id\n      payments(after: $after) {\n        items {\n          id\n          amount\n          currency\n          status\n          method\n          createdAt\n          order {\n            id\n            number\n            product\n          }\n        }\n        nextCursor\n      }\n    }\n  }\n": types.AdminUserPaymentsDocument,
    "\n  query AdminUserTickets($id: ID!, $after: String) {\n    user(id: $id) {\n      id\n      tickets(after: $after) {\n        items {\n          id\n          number\n          type\n          subject\n          status\n          priority\n          reportedAt\n        }\n        nextCursor\n      }\n    }\n  }\n": types.AdminUserTicketsDocument,
    "\n  mutation ImpersonateUser($userId: ID!) {\n    impersonateUser(userId: $userId) {\n      token\n    }\n  }\n": types.ImpersonateUserDocument,
    "\n  query ListUsers($search: String, $offset: Int, $limit: Int) {\n    users(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        name\n        email\n        status\n        roles\n        createdAt\n      }\n    }\n  }\n": types.ListUsersDocument,
    "\n  mutation CompleteSocialSignUp($input: CompleteSocialSignUpInput!) {\n    completeSocialSignUp(input: $input) {\n      token\n    }\n  }\n": types.CompleteSocialSignUpDocument,
    "\n  mutation ForgotPassword($input: EmailInput!) {\n    forgotPassword(input: $input) {\n      status\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation LoginUser($input: LoginUserInput!) {\n    loginUser(input: $input) {\n      token\n    }\n  }\n": types.LoginUserDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      id\n    }\n  }\n": types.RegisterUserDocument,
    "\n  mutation ResendVerificationCode($input: EmailInput!) {\n    resendVerificationCode(input: $input) {\n      status\n    }\n  }\n": types.ResendVerificationCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SocialSignIn($input: SocialSignInInput!) {\n    socialSignIn(input: $input) {\n      token\n      signUp {\n        pendingToken\n        email\n        name\n      }\n    }\n  }\n": types.SocialSignInDocument,
    "\n  mutation StartSocialSignIn($input: StartSocialSignInInput!) {\n    startSocialSignIn(input: $input) {\n      authorizationUrl\n    }\n  }\n": types.StartSocialSignInDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      token\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  fragment BillingAccountFields on BillingAccount {\n    id\n    fullName\n    companyName\n    vatId\n    street\n    buildingNumber\n    localNumber\n    postcode\n    city\n    currency\n    invoiceEmail\n    isMonthlyBilling\n    wantsVatInvoice\n    isDefault\n  }\n": types.BillingAccountFieldsFragmentDoc,
    "\n  query BillingAccount($id: ID!) {\n    billingAccount(id: $id) {\n      ...BillingAccountFields\n      bankAccount {\n        id\n      }\n    }\n  }\n": types.BillingAccountDocument,
    "\n  mutation CreateBankAccount($input: BankAccountInput!) {\n    createBankAccount(input: $input) {\n      id\n      name\n      accountNumber\n    }\n  }\n": types.CreateBankAccountDocument,
    "\n  mutation CreateBillingAccount($input: BillingAccountInput!) {\n    createBillingAccount(input: $input) {\n      id\n      isDefault\n    }\n  }\n": types.CreateBillingAccountDocument,
    "\n  mutation DeleteBankAccount($id: ID!) {\n    deleteBankAccount(id: $id)\n  }\n": types.DeleteBankAccountDocument,
    "\n  mutation DeleteBillingAccount($id: ID!) {\n    deleteBillingAccount(id: $id)\n  }\n": types.DeleteBillingAccountDocument,
    "\n  query MyBankAccounts {\n    myBankAccounts {\n      id\n      name\n      accountNumber\n      isVerified\n      status\n      rejectionReason\n      isDefault\n    }\n  }\n": types.MyBankAccountsDocument,
    "\n  query MyBillingAccounts {\n    myBillingAccounts {\n      ...BillingAccountFields\n      bankAccount {\n        id\n        name\n        accountNumber\n      }\n    }\n  }\n": types.MyBillingAccountsDocument,
    "\n  mutation ResubmitBankAccount($id: ID!, $input: BankAccountInput!) {\n    resubmitBankAccount(id: $id, input: $input) {\n      id\n      name\n      accountNumber\n      status\n      rejectionReason\n    }\n  }\n": types.ResubmitBankAccountDocument,
    "\n  mutation SetDefaultBankAccount($id: ID!) {\n    setDefaultBankAccount(id: $id) {\n      id\n      isDefault\n    }\n  }\n": types.SetDefaultBankAccountDocument,
    "\n  mutation SetDefaultBillingAccount($id: ID!) {\n    setDefaultBillingAccount(id: $id) {\n      id\n      isDefault\n    }\n  }\n": types.SetDefaultBillingAccountDocument,
    "\n  mutation UpdateBillingAccount($id: ID!, $input: BillingAccountInput!) {\n    updateBillingAccount(id: $id, input: $input) {\n      id\n      isDefault\n    }\n  }\n": types.UpdateBillingAccountDocument,
    "\n  query BookingChoices {\n    myVehicles {\n      id\n      registrationNumber\n      name\n      status\n      billingAccountId\n      isDefault\n    }\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      city\n      isDefault\n    }\n  }\n": types.BookingChoicesDocument,
    "\n  mutation CreateReservation($input: CreateReservationInput!) {\n    createReservation(input: $input) {\n      reservation {\n        id\n        status\n        amount\n        paymentDueAt\n      }\n      order {\n        id\n      }\n    }\n  }\n": types.CreateReservationDocument,
    "\n  query CurrentReservation {\n    activeReservation {\n      id\n      status\n      unpaidOrder {\n        id\n      }\n    }\n  }\n": types.CurrentReservationDocument,
    "\n  fragment ReservationCheckoutFields on Reservation {\n    id\n    status\n    parkingIdentifier\n    parkingName\n    spotNumber\n    startAt\n    endAt\n    amount\n    currency\n    paymentDueAt\n    pendingExtensionEndAt\n    vehicle {\n      id\n      registrationNumber\n      name\n    }\n    orders {\n      id\n      number\n      status\n      product\n      total\n      currency\n      createdAt\n    }\n    unpaidOrder {\n      id\n      number\n      status\n      product\n      total\n      currency\n      createdAt\n    }\n  }\n": types.ReservationCheckoutFieldsFragmentDoc,
    "\n  query ReservationCheckout($id: ID!) {\n    reservation(id: $id) {\n      ...ReservationCheckoutFields\n    }\n    me {\n      ...PayerFields\n    }\n  }\n": types.ReservationCheckoutDocument,
    "\n  query ActiveReservationCheckout {\n    activeReservation {\n      ...ReservationCheckoutFields\n    }\n    me {\n      ...PayerFields\n    }\n  }\n": types.ActiveReservationCheckoutDocument,
    "\n  query OrderReservation($orderId: ID!) {\n    order(id: $orderId) {\n      id\n      reservation {\n        ...ReservationCheckoutFields\n      }\n    }\n    me {\n      ...PayerFields\n    }\n  }\n": types.OrderReservationDocument,
    "\n  query ReservationQuote($input: ReservationQuoteInput!) {\n    reservationQuote(input: $input) {\n      parkingId\n      identifier\n      address\n      spotId\n      spotNumber\n      available\n      reason\n      amount\n      currency\n    }\n  }\n": types.ReservationQuoteDocument,
    "\n  mutation DeleteImage($id: ID!) {\n    deleteImage(id: $id)\n  }\n": types.DeleteImageDocument,
    "\n  query ImageSubject($parkingId: ID!, $subjectId: ID!, $isAddress: Boolean!, $isSpot: Boolean!) {\n    parking(id: $parkingId) {\n      id\n      name\n      identifier\n      canManage\n    }\n    parkingAddress(id: $subjectId) @include(if: $isAddress) {\n      id\n      type\n      street\n      number\n      city\n    }\n    spot(id: $subjectId) @include(if: $isSpot) {\n      id\n      number\n    }\n  }\n": types.ImageSubjectDocument,
    "\n  query Images($subjectType: ImageSubjectType!, $subjectId: ID!) {\n    images(subjectType: $subjectType, subjectId: $subjectId) {\n      id\n      url\n      thumbnailUrl\n      isPrimary\n      position\n      width\n      height\n    }\n  }\n": types.ImagesDocument,
    "\n  mutation ReorderImages($input: ReorderImagesInput!) {\n    reorderImages(input: $input) {\n      id\n      url\n      thumbnailUrl\n      isPrimary\n      position\n      width\n      height\n    }\n  }\n": types.ReorderImagesDocument,
    "\n  mutation SetPrimaryImage($id: ID!) {\n    setPrimaryImage(id: $id) {\n      id\n      isPrimary\n      position\n    }\n  }\n": types.SetPrimaryImageDocument,
    "\n  mutation UploadImages($input: UploadImagesInput!) {\n    uploadImages(input: $input) {\n      id\n      isPrimary\n    }\n  }\n": types.UploadImagesDocument,
    "\n  query KsefQueue {\n    ksefQueue {\n      sending\n      apiUrl\n      counts {\n        queued\n        sending\n        accepted\n        rejected\n      }\n      nearDeadline\n      pastDeadline\n      ksefFrom\n      beforeKsefFrom\n      oldestWaiting {\n        id\n        invoiceNumber\n        issueDate\n        status\n        attempts\n        nextAttemptAt\n        deadlineAt\n        deadlineAlert\n        lastError\n        createdAt\n      }\n    }\n  }\n": types.KsefQueueDocument,
    "\n  query KsefRejected($after: String) {\n    ksefRejected(after: $after) {\n      items {\n        id\n        invoiceNumber\n        issueDate\n        deadlineAt\n        deadlineAlert\n        lastError\n        ksefStatusCode\n        updatedAt\n      }\n      nextCursor\n    }\n  }\n": types.KsefRejectedDocument,
    "\n  mutation RetryKsefSubmission($id: ID!) {\n    retryKsefSubmission(id: $id) {\n      id\n      status\n    }\n  }\n": types.RetryKsefSubmissionDocument,
    "\n  mutation UpdateLanguage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      language\n    }\n  }\n": types.UpdateLanguageDocument,
    "\n  query MapTile($input: MapTileInput!) {\n    mapTile(input: $input) {\n      z\n      x\n      y\n      parkings {\n        identifier\n        latitude\n        longitude\n        address\n        availability\n        freeSpots\n        totalSpots\n        maxHeight\n        maxLength\n        maxWidth\n      }\n      clusters {\n        latitude\n        longitude\n        parkings\n        freeParkings\n        freeSpots\n        north\n        south\n        east\n        west\n      }\n    }\n  }\n": types.MapTileDocument,
    "\n  query MapReservationQuote($input: ReservationQuoteInput!) {\n    reservationQuote(input: $input) {\n      parkingId\n      identifier\n      available\n      reason\n      amount\n      currency\n    }\n  }\n": types.MapReservationQuoteDocument,
    "\n  subscription SpotStatesChanged($area: AreaInput!) {\n    spotStatesChanged(area: $area) {\n      parkingId\n      spotId\n    }\n  }\n": types.SpotStatesChangedDocument,
    "\n  query MapStayPrices($identifier: String!, $startAt: DateTime) {\n    stayPrices(identifier: $identifier, startAt: $startAt) {\n      minutes\n      amount\n      currency\n    }\n  }\n": types.MapStayPricesDocument,
    "\n  query AutomaticPayout {\n    payoutQuote {\n      automaticPayout {\n        by\n        blockers\n      }\n    }\n  }\n": types.AutomaticPayoutDocument,
    "\n  query MoneyBalance {\n    me {\n      id\n      balance\n      currency\n      blik {\n        id\n        label\n        createdAt\n        expiresAt\n        updatedAt\n      }\n    }\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      isDefault\n    }\n  }\n": types.MoneyBalanceDocument,
    "\n  mutation CreateTopUp($input: CreateTopUpInput!) {\n    createTopUp(input: $input) {\n      id\n      number\n      total\n    }\n  }\n": types.CreateTopUpDocument,
    "\n  mutation DeleteBlikAlias($id: ID!) {\n    deleteBlikAlias(id: $id)\n  }\n": types.DeleteBlikAliasDocument,
    "\n  query MyOrders($after: String) {\n    myOrders(after: $after) {\n      items {\n        id\n        number\n        createdAt\n        status\n        product\n        quantity\n        netAmount\n        vatAmount\n        grossAmount\n        vatRate\n        total\n        currency\n      }\n      nextCursor\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query MyPayments($after: String) {\n    myPayments(after: $after) {\n      items {\n        id\n        amount\n        currency\n        status\n        method\n        createdAt\n        finishedAt\n        failureCode\n        order {\n          id\n          number\n          product\n          quantity\n        }\n        document {\n          kind\n          number\n          url\n          fileName\n          ksefNumber\n        }\n        monthlyInvoice {\n          month\n          issueDate\n          document {\n            kind\n            number\n            url\n            fileName\n            ksefNumber\n          }\n        }\n        refunds {\n          id\n          amount\n          currency\n          destination\n          status\n          createdAt\n          finishedAt\n          correction {\n            kind\n            number\n            url\n            fileName\n          }\n        }\n      }\n      nextCursor\n    }\n  }\n": types.MyPaymentsDocument,
    "\n  query MyPayouts($first: Int, $after: String) {\n    myPayouts(first: $first, after: $after) {\n      items {\n        id\n        amount\n        fee\n        currency\n        status\n        kind\n        accountNumber\n        createdAt\n        finishedAt\n        failureCode\n      }\n      nextCursor\n    }\n  }\n": types.MyPayoutsDocument,
    "\n  query MyWalletHistory($after: String) {\n    me {\n      id\n      balance\n      currency\n    }\n    myWalletHistory(after: $after) {\n      items {\n        id\n        kind\n        amount\n        currency\n        status\n        createdAt\n        orderNumber\n        payoutId\n        reservationId\n        ticketId\n        ticketNumber\n      }\n      nextCursor\n    }\n  }\n": types.MyWalletHistoryDocument,
    "\n  query PayoutQuote {\n    payoutQuote {\n      fee\n      maxAmount\n      freePayoutsLeft\n      defaultBankAccount {\n        id\n        name\n        accountNumber\n        isVerified\n      }\n    }\n    myBankAccounts {\n      id\n      name\n      accountNumber\n      isVerified\n      isDefault\n    }\n  }\n": types.PayoutQuoteDocument,
    "\n  mutation RequestPayout($input: RequestPayoutInput!) {\n    requestPayout(input: $input) {\n      id\n      amount\n      fee\n      status\n    }\n  }\n": types.RequestPayoutDocument,
    "\n  query TopUpCheckout($orderId: ID!) {\n    me {\n      ...PayerFields\n    }\n    order(id: $orderId) {\n      id\n      number\n      status\n      product\n      total\n      currency\n      billingAccountId\n    }\n  }\n": types.TopUpCheckoutDocument,
    "\n  mutation AcceptOrganizationInvitation($token: String!) {\n    acceptOrganizationInvitation(token: $token) {\n      ...OrganizationFields\n    }\n  }\n": types.AcceptOrganizationInvitationDocument,
    "\n  mutation CreateOrganization($input: OrganizationInput!) {\n    createOrganization(input: $input) {\n      ...OrganizationFields\n    }\n  }\n": types.CreateOrganizationDocument,
    "\n  mutation InviteOrganizationMember($input: InviteOrganizationMemberInput!) {\n    inviteOrganizationMember(input: $input) {\n      ...OrganizationFields\n    }\n  }\n": types.InviteOrganizationMemberDocument,
    "\n  mutation LeaveOrganization($id: ID!) {\n    leaveOrganization(id: $id)\n  }\n": types.LeaveOrganizationDocument,
    "\n  query MyOrganizations {\n    myOrganizations {\n      id\n      name\n      description\n      type\n      status\n      myRole\n      memberCount\n    }\n  }\n": types.MyOrganizationsDocument,
    "\n  fragment OrganizationFields on Organization {\n    id\n    name\n    description\n    type\n    status\n    myRole\n    memberCount\n    members {\n      user {\n        id\n        name\n        email\n      }\n      role\n      joinedAt\n    }\n    invitations {\n      id\n      email\n      expiresAt\n      createdAt\n    }\n  }\n": types.OrganizationFieldsFragmentDoc,
    "\n  query OrganizationInvitation($token: String!) {\n    organizationInvitation(token: $token) {\n      organizationName\n      inviterName\n      email\n      expiresAt\n      state\n    }\n  }\n": types.OrganizationInvitationDocument,
    "\n  query Organization($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationFields\n    }\n  }\n": types.OrganizationDocument,
    "\n  mutation RemoveOrganizationMember($organizationId: ID!, $userId: ID!) {\n    removeOrganizationMember(organizationId: $organizationId, userId: $userId) {\n      ...OrganizationFields\n    }\n  }\n": types.RemoveOrganizationMemberDocument,
    "\n  mutation RevokeOrganizationInvitation($id: ID!) {\n    revokeOrganizationInvitation(id: $id) {\n      ...OrganizationFields\n    }\n  }\n": types.RevokeOrganizationInvitationDocument,
    "\n  mutation SetOrganizationMemberRole($input: SetOrganizationMemberRoleInput!) {\n    setOrganizationMemberRole(input: $input) {\n      ...OrganizationFields\n    }\n  }\n": types.SetOrganizationMemberRoleDocument,
    "\n  mutation UpdateOrganization($id: ID!, $input: OrganizationInput!) {\n    updateOrganization(id: $id, input: $input) {\n      ...OrganizationFields\n    }\n  }\n": types.UpdateOrganizationDocument,
    "\n  mutation ActivateParking($id: ID!) {\n    activateParking(id: $id) {\n      id\n      status\n      rejectionReason\n      verificationRequestedAt\n    }\n  }\n": types.ActivateParkingDocument,
    "\n  mutation CreateParking($input: ParkingInput!) {\n    createParking(input: $input) {\n      id\n    }\n  }\n": types.CreateParkingDocument,
    "\n  mutation CreateSpot($input: CreateSpotInput!) {\n    createSpot(input: $input) {\n      id\n      number\n      hasRestrictions\n      parkingId\n    }\n  }\n": types.CreateSpotDocument,
    "\n  mutation CreateSpots($input: CreateSpotsInput!) {\n    createSpots(input: $input) {\n      id\n      number\n    }\n  }\n": types.CreateSpotsDocument,
    "\n  mutation DeactivateParking($id: ID!) {\n    deactivateParking(id: $id) {\n      id\n      status\n      rejectionReason\n      verificationRequestedAt\n    }\n  }\n": types.DeactivateParkingDocument,
    "\n  mutation DeleteSpot($id: ID!) {\n    deleteSpot(id: $id)\n  }\n": types.DeleteSpotDocument,
    "\n  query MyParkings($after: String) {\n    myParkings(after: $after) {\n      items {\n        id\n        identifier\n        name\n        status\n        verificationRequestedAt\n        rejectionReason\n        spotCount\n        basicAddress {\n          id\n          city\n        }\n        organization {\n          id\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n": types.MyParkingsDocument,
    "\n  query ParkingDetails($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      note\n      accessInstructions\n      hasRestrictions\n      maxHeightCm\n      maxLengthCm\n      maxWidthCm\n      status\n      rejectionReason\n      canManage\n      spotCount\n      verificationRequestedAt\n      billingAccount {\n        id\n        fullName\n        companyName\n      }\n      organization {\n        id\n        name\n      }\n      readiness {\n        hasBasicAddress\n        hasSpots\n        hasBasicPriceList\n        ready\n      }\n    }\n  }\n": types.ParkingDetailsDocument,
    "\n  query ParkingFormOptions {\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      city\n      isDefault\n    }\n    myOrganizations {\n      id\n      name\n      myRole\n    }\n  }\n": types.ParkingFormOptionsDocument,
    "\n  query ParkingSpots($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      canManage\n      spots {\n        id\n        number\n        hasRestrictions\n        features\n        parkingId\n      }\n    }\n  }\n": types.ParkingSpotsDocument,
    "\n  mutation RequestParkingVerification($id: ID!) {\n    requestParkingVerification(id: $id) {\n      id\n      status\n      rejectionReason\n      verificationRequestedAt\n    }\n  }\n": types.RequestParkingVerificationDocument,
    "\n  query SpotDetails($id: ID!) {\n    spot(id: $id) {\n      id\n      number\n      hasRestrictions\n      features\n      parkingId\n    }\n  }\n": types.SpotDetailsDocument,
    "\n  mutation UpdateParking($id: ID!, $input: ParkingInput!) {\n    updateParking(id: $id, input: $input) {\n      id\n      name\n      note\n      accessInstructions\n      hasRestrictions\n      maxHeightCm\n      maxLengthCm\n      maxWidthCm\n      billingAccount {\n        id\n      }\n      organization {\n        id\n        name\n      }\n    }\n  }\n": types.UpdateParkingDocument,
    "\n  mutation UpdateSpot($id: ID!, $input: SpotInput!) {\n    updateSpot(id: $id, input: $input) {\n      id\n      number\n      hasRestrictions\n      features\n      parkingId\n    }\n  }\n": types.UpdateSpotDocument,
    "\n  mutation ConfirmPayoutBatch($id: ID!) {\n    confirmPayoutBatch(id: $id) {\n      id\n      status\n      confirmedAt\n    }\n  }\n": types.ConfirmPayoutBatchDocument,
    "\n  mutation CreatePayoutBatch {\n    createPayoutBatch {\n      id\n      number\n      payoutCount\n    }\n  }\n": types.CreatePayoutBatchDocument,
    "\n  query PayoutBatch($id: ID!) {\n    payoutBatch(id: $id) {\n      id\n      number\n      status\n      payoutCount\n      total\n      accountNumber\n      createdAt\n      confirmedAt\n      fileUrl\n      fileName\n      payouts {\n        id\n        ownerName\n        amount\n        accountNumber\n        status\n        failureCode\n      }\n    }\n  }\n": types.PayoutBatchDocument,
    "\n  query PayoutBatches($after: String) {\n    payoutBatches(after: $after) {\n      items {\n        id\n        number\n        status\n        payoutCount\n        total\n        createdAt\n        confirmedAt\n        fileUrl\n        fileName\n      }\n      nextCursor\n    }\n  }\n": types.PayoutBatchesDocument,
    "\n  query PayoutTransfers {\n    payoutTransfers {\n      via\n      awaitingCount\n      awaitingTotal\n      accountNumber\n    }\n  }\n": types.PayoutTransfersDocument,
    "\n  mutation ReturnBatchPayout($payoutId: ID!) {\n    returnBatchPayout(payoutId: $payoutId) {\n      id\n    }\n  }\n": types.ReturnBatchPayoutDocument,
    "\n  mutation CreatePriceList($input: PriceListInput!) {\n    createPriceList(input: $input) {\n      id\n      name\n      isBasic\n    }\n  }\n": types.CreatePriceListDocument,
    "\n  mutation CreateUnavailability($input: UnavailabilityInput!) {\n    createUnavailability(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateUnavailabilityDocument,
    "\n  mutation DeletePriceList($id: ID!) {\n    deletePriceList(id: $id)\n  }\n": types.DeletePriceListDocument,
    "\n  mutation DeleteUnavailability($id: ID!) {\n    deleteUnavailability(id: $id)\n  }\n": types.DeleteUnavailabilityDocument,
    "\n  query ParkingPriceLists($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      status\n      canManage\n      priceLists {\n        id\n        name\n        days\n        startHour\n        endHour\n        settlementPeriod\n        firstPeriodPrice\n        nextPeriodPrice\n        currency\n        isBasic\n      }\n    }\n  }\n": types.ParkingPriceListsDocument,
    "\n  query ParkingUnavailabilities($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      canManage\n      unavailabilities {\n        id\n        name\n        days\n        startTime\n        endTime\n      }\n    }\n  }\n": types.ParkingUnavailabilitiesDocument,
    "\n  mutation UpdatePriceList($id: ID!, $input: PriceListInput!) {\n    updatePriceList(id: $id, input: $input) {\n      id\n      name\n      isBasic\n    }\n  }\n": types.UpdatePriceListDocument,
    "\n  mutation UpdateUnavailability($id: ID!, $input: UnavailabilityInput!) {\n    updateUnavailability(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateUnavailabilityDocument,
    "\n  query GetParkingByIdentifier($identifier: String!) {\n    parkingByIdentifier(identifier: $identifier) {\n      ...PublicParkingFields\n      spots {\n        number\n        hasRestrictions\n        features\n        state\n      }\n    }\n  }\n": types.GetParkingByIdentifierDocument,
    "\n  query GetParkingPreview($identifier: String!) {\n    parkingPreview(identifier: $identifier) {\n      ...PublicParkingFields\n      spots {\n        number\n        hasRestrictions\n        features\n        state\n      }\n    }\n  }\n": types.GetParkingPreviewDocument,
    "\n  query GetSpotByParkingIdentifier($identifier: String!, $spotNumber: String!) {\n    spotByParkingIdentifier(identifier: $identifier, spotNumber: $spotNumber) {\n      ...PublicSpotFields\n    }\n  }\n": types.GetSpotByParkingIdentifierDocument,
    "\n  query GetSpotPreview($identifier: String!, $spotNumber: String!) {\n    spotPreview(identifier: $identifier, spotNumber: $spotNumber) {\n      ...PublicSpotFields\n    }\n  }\n": types.GetSpotPreviewDocument,
    "\n  fragment PublicAddressFields on PublicAddress {\n    street\n    number\n    postcode\n    city\n    latitude\n    longitude\n  }\n": types.PublicAddressFieldsFragmentDoc,
    "\n  fragment PublicParkingFields on PublicParking {\n    identifier\n    note\n    features\n    restrictions {\n      hasRestrictions\n      maxHeightCm\n      maxLengthCm\n      maxWidthCm\n    }\n    address {\n      ...PublicAddressFields\n    }\n    entryAddress {\n      ...PublicAddressFields\n    }\n    exitAddress {\n      ...PublicAddressFields\n    }\n    images {\n      url\n      thumbnailUrl\n      isPrimary\n    }\n    priceLists {\n      name\n      days\n      startHour\n      endHour\n      settlementPeriod\n      firstPeriodPrice\n      nextPeriodPrice\n      currency\n      isBasic\n    }\n    unavailabilities {\n      name\n      days\n      startTime\n      endTime\n    }\n    availability {\n      state\n      availableSpots\n      totalSpots\n    }\n  }\n": types.PublicParkingFieldsFragmentDoc,
    "\n  fragment PublicSpotFields on PublicSpot {\n    number\n    hasRestrictions\n    features\n    state\n    images {\n      url\n      thumbnailUrl\n      isPrimary\n    }\n    parking {\n      ...PublicParkingFields\n    }\n  }\n": types.PublicSpotFieldsFragmentDoc,
    "\n  query PublicStayPrices($identifier: String!) {\n    stayPrices(identifier: $identifier) {\n      minutes\n      amount\n      currency\n      priceListName\n    }\n  }\n": types.PublicStayPricesDocument,
    "\n  mutation CancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      id\n      status\n      cancelledAt\n      canExtend\n      canCancel\n      canComplete\n      refunds {\n        id\n        amount\n        destination\n        status\n      }\n    }\n  }\n": types.CancelReservationDocument,
    "\n  mutation CompleteReservation($id: ID!) {\n    completeReservation(id: $id) {\n      id\n      status\n      completedAt\n      canExtend\n      canCancel\n      canComplete\n    }\n  }\n": types.CompleteReservationDocument,
    "\n  mutation ExtendReservation($input: ExtendReservationInput!) {\n    extendReservation(input: $input) {\n      reservation {\n        id\n        endAt\n        pendingExtensionEndAt\n      }\n      order {\n        id\n        total\n        currency\n      }\n    }\n  }\n": types.ExtendReservationDocument,
    "\n  query ExtensionQuote($input: ExtendReservationInput!) {\n    extensionQuote(input: $input) {\n      amount\n      currency\n      available\n      nextReservationStartAt\n    }\n  }\n": types.ExtensionQuoteDocument,
    "\n  query MyLiveReservations($after: String) {\n    myReservations(live: true, after: $after) {\n      items {\n        ...ReservationViewFields\n      }\n      nextCursor\n    }\n  }\n": types.MyLiveReservationsDocument,
    "\n  query MyReservationHistory($after: String) {\n    myReservations(live: false, after: $after) {\n      items {\n        ...ReservationViewFields\n      }\n      nextCursor\n    }\n  }\n": types.MyReservationHistoryDocument,
    "\n  query OfflinePasses {\n    myReservations(live: true) {\n      items {\n        id\n        status\n        startAt\n        endAt\n        parkingName\n        parkingIdentifier\n        spotNumber\n        accessInstructions\n        vehicle {\n          id\n          registrationNumber\n        }\n        location {\n          address\n        }\n      }\n      nextCursor\n    }\n  }\n": types.OfflinePassesDocument,
    "\n  query ParkingReservations($parkingId: ID!, $live: Boolean!, $after: String) {\n    parking(id: $parkingId) {\n      id\n      name\n      identifier\n    }\n    parkingReservations(parkingId: $parkingId, live: $live, after: $after) {\n      items {\n        id\n        startAt\n        endAt\n        status\n        spotNumber\n        amount\n        currency\n        vehicle {\n          id\n          registrationNumber\n        }\n      }\n      nextCursor\n    }\n  }\n": types.ParkingReservationsDocument,
    "\n  query ReservationDetails($id: ID!) {\n    reservation(id: $id) {\n      ...ReservationViewFields\n    }\n  }\n": types.ReservationDetailsDocument,
    "\n  fragment ReservationViewFields on Reservation {\n    id\n    parkingId\n    spotId\n    startAt\n    endAt\n    status\n    createdAt\n    updatedAt\n    parkingIdentifier\n    parkingName\n    spotNumber\n    accessInstructions\n    accessInstructionsFrom\n    vehicle {\n      id\n      registrationNumber\n      name\n    }\n    billingAccount {\n      id\n      fullName\n      companyName\n    }\n    amount\n    currency\n    location {\n      address\n      latitude\n      longitude\n    }\n    paymentDueAt\n    pendingExtensionEndAt\n    completedAt\n    cancelledAt\n    canExtend\n    canCancel\n    canComplete\n    cancelRefund {\n      toPayer\n      toBalance\n    }\n    orders {\n      id\n      number\n      createdAt\n      status\n      product\n      total\n      currency\n      payments {\n        id\n        status\n        method\n        amount\n        currency\n        finishedAt\n        document {\n          kind\n          number\n          fileName\n          url\n        }\n        refunds {\n          id\n          amount\n          destination\n          status\n          finishedAt\n        }\n      }\n    }\n    unpaidOrder {\n      id\n      total\n      currency\n    }\n    tickets {\n      id\n      number\n    }\n  }\n": types.ReservationViewFieldsFragmentDoc,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query ReminderSettings {\n    me {\n      id\n      reminderMinutes\n    }\n  }\n": types.ReminderSettingsDocument,
    "\n  mutation SetReminderMinutes($minutes: Int) {\n    setReminderMinutes(minutes: $minutes) {\n      id\n      reminderMinutes\n    }\n  }\n": types.SetReminderMinutesDocument,
    "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      status\n    }\n  }\n": types.SavePushSubscriptionDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      language\n      timezone\n      birthdayOn\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query ParkingStatements($parkingId: ID!, $after: String) {\n    parking(id: $parkingId) {\n      id\n      name\n      identifier\n    }\n    parkingStatements(parkingId: $parkingId, after: $after) {\n      items {\n        month\n        closed\n        stays\n        reversals\n        earnings\n        commission\n        refundsBorne\n        commissionReturned\n        net\n        currency\n        pdf {\n          url\n          fileName\n        }\n        csv {\n          url\n          fileName\n        }\n        commissionInvoice {\n          id\n          number\n          url\n          fileName\n        }\n        commissionCorrection {\n          id\n          number\n          url\n          fileName\n        }\n      }\n      nextCursor\n    }\n  }\n": types.ParkingStatementsDocument,
    "\n  query AdminTickets($filter: TicketFilterInput, $after: String) {\n    adminTickets(filter: $filter, after: $after) {\n      items {\n        id\n        number\n        type\n        subject\n        priority\n        status\n        reason\n        reportedAt\n        lastMessageAt\n        awaitingViewer\n        reporterName\n        parking {\n          id\n          identifier\n        }\n        assignee {\n          id\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n": types.AdminTicketsDocument,
    "\n  mutation AssignTicket($ticketId: ID!, $toMe: Boolean!) {\n    assignTicket(ticketId: $ticketId, toMe: $toMe) {\n      id\n    }\n  }\n": types.AssignTicketDocument,
    "\n  mutation SetTicketPriority($ticketId: ID!, $priority: TicketPriority!) {\n    setTicketPriority(ticketId: $ticketId, priority: $priority) {\n      id\n    }\n  }\n": types.SetTicketPriorityDocument,
    "\n  mutation SupportMoveTicket($input: TicketMoveInput!) {\n    moveTicket(input: $input) {\n      id\n    }\n  }\n": types.SupportMoveTicketDocument,
    "\n  mutation SupportReply($input: TicketReplyInput!) {\n    replyToTicket(input: $input) {\n      id\n    }\n  }\n": types.SupportReplyDocument,
    "\n  mutation GrantTicketRefund($input: TicketRefundInput!) {\n    grantTicketRefund(input: $input) {\n      id\n    }\n  }\n": types.GrantTicketRefundDocument,
    "\n  query SupportTicket($id: ID!) {\n    ticket(id: $id) {\n      id\n      number\n      type\n      subject\n      description\n      priority\n      status\n      reason\n      reportedAt\n      resolvedAt\n      outcome\n      viewerRole\n      allowedStatuses\n      canReply\n      reporterName\n      reporterId\n      parking {\n        id\n        identifier\n        name\n      }\n      reservation {\n        id\n        startAt\n        endAt\n        amount\n        currency\n        status\n        spotNumber\n        vehicle {\n          id\n          registrationNumber\n        }\n      }\n      photos {\n        id\n        url\n        thumbnailUrl\n        width\n        height\n      }\n      messages {\n        id\n        authorRole\n        authorName\n        mine\n        body\n        internal\n        createdAt\n        photos {\n          id\n          url\n          thumbnailUrl\n          width\n          height\n        }\n      }\n      assignee {\n        id\n        name\n      }\n      refund {\n        amount\n        bearer\n        createdAt\n        refunds {\n          id\n          amount\n          destination\n          status\n        }\n      }\n      refundable\n      refundablePlan {\n        toPayer\n        toBalance\n      }\n      events {\n        id\n        kind\n        actorRole\n        actorName\n        from\n        to\n        amount\n        bearer\n        createdAt\n      }\n    }\n  }\n": types.SupportTicketDocument,
    "\n  mutation CancelStayWithRefund($ticketId: ID!) {\n    cancelStayWithRefund(ticketId: $ticketId) {\n      ...TicketViewFields\n    }\n  }\n": types.CancelStayWithRefundDocument,
    "\n  mutation CreateTicket($input: TicketInput!) {\n    createTicket(input: $input) {\n      id\n      number\n    }\n  }\n": types.CreateTicketDocument,
    "\n  mutation MoveTicket($input: TicketMoveInput!) {\n    moveTicket(input: $input) {\n      ...TicketViewFields\n    }\n  }\n": types.MoveTicketDocument,
    "\n  query MyTickets($scope: TicketScope!, $after: String) {\n    myTickets(scope: $scope, after: $after) {\n      items {\n        ...TicketRowFields\n      }\n      nextCursor\n    }\n  }\n": types.MyTicketsDocument,
    "\n  mutation ReplyToTicket($input: TicketReplyInput!) {\n    replyToTicket(input: $input) {\n      ...TicketViewFields\n    }\n  }\n": types.ReplyToTicketDocument,
    "\n  mutation TakeOtherSpot($ticketId: ID!) {\n    takeOtherSpot(ticketId: $ticketId) {\n      ...TicketViewFields\n    }\n  }\n": types.TakeOtherSpotDocument,
    "\n  fragment TicketRowFields on Ticket {\n    id\n    number\n    type\n    subject\n    priority\n    status\n    reportedAt\n    resolvedAt\n    awaitingViewer\n  }\n": types.TicketRowFieldsFragmentDoc,
    "\n  fragment TicketPhotoFields on TicketPhoto {\n    id\n    url\n    thumbnailUrl\n    width\n    height\n  }\n": types.TicketPhotoFieldsFragmentDoc,
    "\n  fragment TicketViewFields on Ticket {\n    id\n    number\n    type\n    subject\n    description\n    priority\n    status\n    reason\n    reportedAt\n    resolvedAt\n    outcome\n    viewerRole\n    awaitingViewer\n    allowedStatuses\n    canReply\n    reporterName\n    parking {\n      id\n      identifier\n      name\n    }\n    reservationId\n    refund {\n      amount\n      createdAt\n      refunds {\n        id\n        amount\n        destination\n        status\n      }\n    }\n    remedies {\n      otherSpotNumber\n      refundAmount\n      refundPlan {\n        toPayer\n        toBalance\n      }\n    }\n    photos {\n      ...TicketPhotoFields\n    }\n    messages {\n      id\n      authorRole\n      authorName\n      mine\n      body\n      createdAt\n      photos {\n        ...TicketPhotoFields\n      }\n    }\n  }\n": types.TicketViewFieldsFragmentDoc,
    "\n  query TicketReservation($id: ID!) {\n    reservation(id: $id) {\n      id\n      parkingName\n      parkingIdentifier\n      spotNumber\n      startAt\n      endAt\n      status\n      tickets {\n        id\n        number\n      }\n    }\n  }\n": types.TicketReservationDocument,
    "\n  query Ticket($id: ID!) {\n    ticket(id: $id) {\n      ...TicketViewFields\n    }\n  }\n": types.TicketDocument,
    "\n  mutation CreateVehicle($input: VehicleInput!) {\n    createVehicle(input: $input) {\n      ...VehicleCardFields\n    }\n  }\n": types.CreateVehicleDocument,
    "\n  query MyVehicleList {\n    myVehicles {\n      ...VehicleCardFields\n    }\n  }\n": types.MyVehicleListDocument,
    "\n  mutation SetDefaultVehicle($id: ID!) {\n    setDefaultVehicle(id: $id) {\n      id\n      isDefault\n    }\n  }\n": types.SetDefaultVehicleDocument,
    "\n  mutation UpdateVehicle($id: ID!, $input: VehicleInput!) {\n    updateVehicle(id: $id, input: $input) {\n      ...VehicleCardFields\n    }\n  }\n": types.UpdateVehicleDocument,
    "\n  query VehicleBillingAccounts {\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      isDefault\n    }\n  }\n": types.VehicleBillingAccountsDocument,
    "\n  fragment VehicleCardFields on Vehicle {\n    id\n    registrationNumber\n    name\n    status\n    isDefault\n    billingAccountId\n    billingAccount {\n      id\n      fullName\n      companyName\n    }\n  }\n": types.VehicleCardFieldsFragmentDoc,
    "\n  query VehicleForEditor($id: ID!) {\n    vehicle(id: $id) {\n      ...VehicleCardFields\n    }\n  }\n": types.VehicleForEditorDocument,
    "\n  query BankAccountsAwaitingVerification($after: String) {\n    bankAccountsAwaitingVerification(after: $after) {\n      items {\n        id\n        bankAccount {\n          id\n          name\n          accountNumber\n          updatedAt\n        }\n        owner {\n          id\n          name\n          email\n        }\n        billingAccounts {\n          id\n          fullName\n          companyName\n          vatId\n          street\n          buildingNumber\n          localNumber\n          postcode\n          city\n          isDefault\n        }\n      }\n      nextCursor\n    }\n  }\n": types.BankAccountsAwaitingVerificationDocument,
    "\n  query ParkingsAwaitingVerification($after: String) {\n    parkingsAwaitingVerification(after: $after) {\n      items {\n        id\n        identifier\n        note\n        hasRestrictions\n        maxHeightCm\n        maxLengthCm\n        maxWidthCm\n        spotCount\n        verificationRequestedAt\n        owner {\n          id\n          name\n          email\n        }\n        priceLists {\n          id\n          name\n          isBasic\n          days\n          startHour\n          endHour\n          settlementPeriod\n          firstPeriodPrice\n          nextPeriodPrice\n          currency\n        }\n        images {\n          id\n          url\n          thumbnailUrl\n        }\n        basicAddress {\n          id\n          city\n          street\n          number\n        }\n      }\n      nextCursor\n    }\n  }\n": types.ParkingsAwaitingVerificationDocument,
    "\n  mutation RejectBankAccount($id: ID!, $reason: String) {\n    rejectBankAccount(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n": types.RejectBankAccountDocument,
    "\n  mutation RejectParking($id: ID!, $reason: String) {\n    rejectParking(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n": types.RejectParkingDocument,
    "\n  mutation VerifyBankAccount($id: ID!) {\n    verifyBankAccount(id: $id) {\n      id\n      status\n    }\n  }\n": types.VerifyBankAccountDocument,
    "\n  mutation VerifyParking($id: ID!) {\n    verifyParking(id: $id) {\n      id\n      status\n    }\n  }\n": types.VerifyParkingDocument,
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
export function graphql(source: "\n  query ActiveReservation {\n    activeReservation {\n      id\n      parkingId\n      spotId\n      startAt\n      endAt\n      status\n      createdAt\n      updatedAt\n      paymentDueAt\n      unpaidOrder {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActiveReservation {\n    activeReservation {\n      id\n      parkingId\n      spotId\n      startAt\n      endAt\n      status\n      createdAt\n      updatedAt\n      paymentDueAt\n      unpaidOrder {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketsAwaitingMe {\n    ticketsAwaitingMe\n  }\n"): (typeof documents)["\n  query TicketsAwaitingMe {\n    ticketsAwaitingMe\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOrder($input: PayOrderInput!) {\n    payOrder(input: $input) {\n      id\n      status\n      method\n      createdAt\n      redirectUrl\n      failureCode\n    }\n  }\n"): (typeof documents)["\n  mutation PayOrder($input: PayOrderInput!) {\n    payOrder(input: $input) {\n      id\n      status\n      method\n      createdAt\n      redirectUrl\n      failureCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayerFields on User {\n    id\n    balance\n    blik {\n      id\n      label\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  fragment PayerFields on User {\n    id\n    balance\n    blik {\n      id\n      label\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPayment($id: ID!) {\n    payment(id: $id) {\n      id\n      amount\n      currency\n      status\n      method\n      createdAt\n      finishedAt\n      failureCode\n      redirectUrl\n      order {\n        id\n        number\n        product\n        quantity\n        billingAccountId\n        reservationId\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetPayment($id: ID!) {\n    payment(id: $id) {\n      id\n      amount\n      currency\n      status\n      method\n      createdAt\n      finishedAt\n      failureCode\n      redirectUrl\n      order {\n        id\n        number\n        product\n        quantity\n        billingAccountId\n        reservationId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateParkingAddress($input: ParkingAddressInput!) {\n    createParkingAddress(input: $input) {\n      id\n      type\n    }\n  }\n"): (typeof documents)["\n  mutation CreateParkingAddress($input: ParkingAddressInput!) {\n    createParkingAddress(input: $input) {\n      id\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteParkingAddress($id: ID!) {\n    deleteParkingAddress(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteParkingAddress($id: ID!) {\n    deleteParkingAddress(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParkingAddresses($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      status\n      canManage\n      addresses {\n        id\n        type\n        country\n        region\n        city\n        street\n        number\n        postcode\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParkingAddresses($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      status\n      canManage\n      addresses {\n        id\n        type\n        country\n        region\n        city\n        street\n        number\n        postcode\n        latitude\n        longitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateParkingAddress($id: ID!, $input: ParkingAddressInput!) {\n    updateParkingAddress(id: $id, input: $input) {\n      id\n      type\n      country\n      region\n      city\n      street\n      number\n      postcode\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateParkingAddress($id: ID!, $input: ParkingAddressInput!) {\n    updateParkingAddress(id: $id, input: $input) {\n      id\n      type\n      country\n      region\n      city\n      street\n      number\n      postcode\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      status\n      roles\n      language\n      createdAt\n      balance\n    }\n  }\n"): (typeof documents)["\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      status\n      roles\n      language\n      createdAt\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserReservations($id: ID!, $after: String) {\n    user(id: $id) {\n      id\n      reservations(after: $after) {\n        items {\n          id\n          status\n          startAt\n          endAt\n          amount\n          currency\n          parkingIdentifier\n          spotNumber\n          vehicle {\n            id\n            registrationNumber\n          }\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUserReservations($id: ID!, $after: String) {\n    user(id: $id) {\n      id\n      reservations(after: $after) {\n        items {\n          id\n          status\n          startAt\n          endAt\n          amount\n          currency\n          parkingIdentifier\n          spotNumber\n          vehicle {\n            id\n            registrationNumber\n          }\n        }\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserPayments($id: ID!, $after: String) {\n    user(id: $id) {\n      id\n      payments(after: $after) {\n        items {\n          id\n          amount\n          currency\n          status\n          method\n          createdAt\n          order {\n            id\n            number\n            product\n          }\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUserPayments($id: ID!, $after: String) {\n    user(id: $id) {\n      id\n      payments(after: $after) {\n        items {\n          id\n          amount\n          currency\n          status\n          method\n          createdAt\n          order {\n            id\n            number\n            product\n          }\n        }\n        nextCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserTickets($id: ID!, $after: String) {\n    user(id: $id) {\n      id\n      tickets(after: $after) {\n        items {\n          id\n          number\n          type\n          subject\n          status\n          priority\n          reportedAt\n        }\n        nextCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUserTickets($id: ID!, $after: String) {\n    user(id: $id) {\n      id\n      tickets(after: $after) {\n        items {\n          id\n          number\n          type\n          subject\n          status\n          priority\n          reportedAt\n        }\n        nextCursor\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation CompleteSocialSignUp($input: CompleteSocialSignUpInput!) {\n    completeSocialSignUp(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSocialSignUp($input: CompleteSocialSignUpInput!) {\n    completeSocialSignUp(input: $input) {\n      token\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation SocialSignIn($input: SocialSignInInput!) {\n    socialSignIn(input: $input) {\n      token\n      signUp {\n        pendingToken\n        email\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SocialSignIn($input: SocialSignInInput!) {\n    socialSignIn(input: $input) {\n      token\n      signUp {\n        pendingToken\n        email\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSocialSignIn($input: StartSocialSignInInput!) {\n    startSocialSignIn(input: $input) {\n      authorizationUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartSocialSignIn($input: StartSocialSignInInput!) {\n    startSocialSignIn(input: $input) {\n      authorizationUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingAccountFields on BillingAccount {\n    id\n    fullName\n    companyName\n    vatId\n    street\n    buildingNumber\n    localNumber\n    postcode\n    city\n    currency\n    invoiceEmail\n    isMonthlyBilling\n    wantsVatInvoice\n    isDefault\n  }\n"): (typeof documents)["\n  fragment BillingAccountFields on BillingAccount {\n    id\n    fullName\n    companyName\n    vatId\n    street\n    buildingNumber\n    localNumber\n    postcode\n    city\n    currency\n    invoiceEmail\n    isMonthlyBilling\n    wantsVatInvoice\n    isDefault\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingAccount($id: ID!) {\n    billingAccount(id: $id) {\n      ...BillingAccountFields\n      bankAccount {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillingAccount($id: ID!) {\n    billingAccount(id: $id) {\n      ...BillingAccountFields\n      bankAccount {\n        id\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query MyBankAccounts {\n    myBankAccounts {\n      id\n      name\n      accountNumber\n      isVerified\n      status\n      rejectionReason\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query MyBankAccounts {\n    myBankAccounts {\n      id\n      name\n      accountNumber\n      isVerified\n      status\n      rejectionReason\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBillingAccounts {\n    myBillingAccounts {\n      ...BillingAccountFields\n      bankAccount {\n        id\n        name\n        accountNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBillingAccounts {\n    myBillingAccounts {\n      ...BillingAccountFields\n      bankAccount {\n        id\n        name\n        accountNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResubmitBankAccount($id: ID!, $input: BankAccountInput!) {\n    resubmitBankAccount(id: $id, input: $input) {\n      id\n      name\n      accountNumber\n      status\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  mutation ResubmitBankAccount($id: ID!, $input: BankAccountInput!) {\n    resubmitBankAccount(id: $id, input: $input) {\n      id\n      name\n      accountNumber\n      status\n      rejectionReason\n    }\n  }\n"];
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
export function graphql(source: "\n  query BookingChoices {\n    myVehicles {\n      id\n      registrationNumber\n      name\n      status\n      billingAccountId\n      isDefault\n    }\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      city\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query BookingChoices {\n    myVehicles {\n      id\n      registrationNumber\n      name\n      status\n      billingAccountId\n      isDefault\n    }\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      city\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReservation($input: CreateReservationInput!) {\n    createReservation(input: $input) {\n      reservation {\n        id\n        status\n        amount\n        paymentDueAt\n      }\n      order {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReservation($input: CreateReservationInput!) {\n    createReservation(input: $input) {\n      reservation {\n        id\n        status\n        amount\n        paymentDueAt\n      }\n      order {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentReservation {\n    activeReservation {\n      id\n      status\n      unpaidOrder {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentReservation {\n    activeReservation {\n      id\n      status\n      unpaidOrder {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReservationCheckoutFields on Reservation {\n    id\n    status\n    parkingIdentifier\n    parkingName\n    spotNumber\n    startAt\n    endAt\n    amount\n    currency\n    paymentDueAt\n    pendingExtensionEndAt\n    vehicle {\n      id\n      registrationNumber\n      name\n    }\n    orders {\n      id\n      number\n      status\n      product\n      total\n      currency\n      createdAt\n    }\n    unpaidOrder {\n      id\n      number\n      status\n      product\n      total\n      currency\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment ReservationCheckoutFields on Reservation {\n    id\n    status\n    parkingIdentifier\n    parkingName\n    spotNumber\n    startAt\n    endAt\n    amount\n    currency\n    paymentDueAt\n    pendingExtensionEndAt\n    vehicle {\n      id\n      registrationNumber\n      name\n    }\n    orders {\n      id\n      number\n      status\n      product\n      total\n      currency\n      createdAt\n    }\n    unpaidOrder {\n      id\n      number\n      status\n      product\n      total\n      currency\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationCheckout($id: ID!) {\n    reservation(id: $id) {\n      ...ReservationCheckoutFields\n    }\n    me {\n      ...PayerFields\n    }\n  }\n"): (typeof documents)["\n  query ReservationCheckout($id: ID!) {\n    reservation(id: $id) {\n      ...ReservationCheckoutFields\n    }\n    me {\n      ...PayerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveReservationCheckout {\n    activeReservation {\n      ...ReservationCheckoutFields\n    }\n    me {\n      ...PayerFields\n    }\n  }\n"): (typeof documents)["\n  query ActiveReservationCheckout {\n    activeReservation {\n      ...ReservationCheckoutFields\n    }\n    me {\n      ...PayerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderReservation($orderId: ID!) {\n    order(id: $orderId) {\n      id\n      reservation {\n        ...ReservationCheckoutFields\n      }\n    }\n    me {\n      ...PayerFields\n    }\n  }\n"): (typeof documents)["\n  query OrderReservation($orderId: ID!) {\n    order(id: $orderId) {\n      id\n      reservation {\n        ...ReservationCheckoutFields\n      }\n    }\n    me {\n      ...PayerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationQuote($input: ReservationQuoteInput!) {\n    reservationQuote(input: $input) {\n      parkingId\n      identifier\n      address\n      spotId\n      spotNumber\n      available\n      reason\n      amount\n      currency\n    }\n  }\n"): (typeof documents)["\n  query ReservationQuote($input: ReservationQuoteInput!) {\n    reservationQuote(input: $input) {\n      parkingId\n      identifier\n      address\n      spotId\n      spotNumber\n      available\n      reason\n      amount\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteImage($id: ID!) {\n    deleteImage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteImage($id: ID!) {\n    deleteImage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImageSubject($parkingId: ID!, $subjectId: ID!, $isAddress: Boolean!, $isSpot: Boolean!) {\n    parking(id: $parkingId) {\n      id\n      name\n      identifier\n      canManage\n    }\n    parkingAddress(id: $subjectId) @include(if: $isAddress) {\n      id\n      type\n      street\n      number\n      city\n    }\n    spot(id: $subjectId) @include(if: $isSpot) {\n      id\n      number\n    }\n  }\n"): (typeof documents)["\n  query ImageSubject($parkingId: ID!, $subjectId: ID!, $isAddress: Boolean!, $isSpot: Boolean!) {\n    parking(id: $parkingId) {\n      id\n      name\n      identifier\n      canManage\n    }\n    parkingAddress(id: $subjectId) @include(if: $isAddress) {\n      id\n      type\n      street\n      number\n      city\n    }\n    spot(id: $subjectId) @include(if: $isSpot) {\n      id\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Images($subjectType: ImageSubjectType!, $subjectId: ID!) {\n    images(subjectType: $subjectType, subjectId: $subjectId) {\n      id\n      url\n      thumbnailUrl\n      isPrimary\n      position\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  query Images($subjectType: ImageSubjectType!, $subjectId: ID!) {\n    images(subjectType: $subjectType, subjectId: $subjectId) {\n      id\n      url\n      thumbnailUrl\n      isPrimary\n      position\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderImages($input: ReorderImagesInput!) {\n    reorderImages(input: $input) {\n      id\n      url\n      thumbnailUrl\n      isPrimary\n      position\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderImages($input: ReorderImagesInput!) {\n    reorderImages(input: $input) {\n      id\n      url\n      thumbnailUrl\n      isPrimary\n      position\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPrimaryImage($id: ID!) {\n    setPrimaryImage(id: $id) {\n      id\n      isPrimary\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation SetPrimaryImage($id: ID!) {\n    setPrimaryImage(id: $id) {\n      id\n      isPrimary\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadImages($input: UploadImagesInput!) {\n    uploadImages(input: $input) {\n      id\n      isPrimary\n    }\n  }\n"): (typeof documents)["\n  mutation UploadImages($input: UploadImagesInput!) {\n    uploadImages(input: $input) {\n      id\n      isPrimary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KsefQueue {\n    ksefQueue {\n      sending\n      apiUrl\n      counts {\n        queued\n        sending\n        accepted\n        rejected\n      }\n      nearDeadline\n      pastDeadline\n      ksefFrom\n      beforeKsefFrom\n      oldestWaiting {\n        id\n        invoiceNumber\n        issueDate\n        status\n        attempts\n        nextAttemptAt\n        deadlineAt\n        deadlineAlert\n        lastError\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query KsefQueue {\n    ksefQueue {\n      sending\n      apiUrl\n      counts {\n        queued\n        sending\n        accepted\n        rejected\n      }\n      nearDeadline\n      pastDeadline\n      ksefFrom\n      beforeKsefFrom\n      oldestWaiting {\n        id\n        invoiceNumber\n        issueDate\n        status\n        attempts\n        nextAttemptAt\n        deadlineAt\n        deadlineAlert\n        lastError\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KsefRejected($after: String) {\n    ksefRejected(after: $after) {\n      items {\n        id\n        invoiceNumber\n        issueDate\n        deadlineAt\n        deadlineAlert\n        lastError\n        ksefStatusCode\n        updatedAt\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query KsefRejected($after: String) {\n    ksefRejected(after: $after) {\n      items {\n        id\n        invoiceNumber\n        issueDate\n        deadlineAt\n        deadlineAlert\n        lastError\n        ksefStatusCode\n        updatedAt\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryKsefSubmission($id: ID!) {\n    retryKsefSubmission(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RetryKsefSubmission($id: ID!) {\n    retryKsefSubmission(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLanguage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLanguage($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapTile($input: MapTileInput!) {\n    mapTile(input: $input) {\n      z\n      x\n      y\n      parkings {\n        identifier\n        latitude\n        longitude\n        address\n        availability\n        freeSpots\n        totalSpots\n        maxHeight\n        maxLength\n        maxWidth\n      }\n      clusters {\n        latitude\n        longitude\n        parkings\n        freeParkings\n        freeSpots\n        north\n        south\n        east\n        west\n      }\n    }\n  }\n"): (typeof documents)["\n  query MapTile($input: MapTileInput!) {\n    mapTile(input: $input) {\n      z\n      x\n      y\n      parkings {\n        identifier\n        latitude\n        longitude\n        address\n        availability\n        freeSpots\n        totalSpots\n        maxHeight\n        maxLength\n        maxWidth\n      }\n      clusters {\n        latitude\n        longitude\n        parkings\n        freeParkings\n        freeSpots\n        north\n        south\n        east\n        west\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapReservationQuote($input: ReservationQuoteInput!) {\n    reservationQuote(input: $input) {\n      parkingId\n      identifier\n      available\n      reason\n      amount\n      currency\n    }\n  }\n"): (typeof documents)["\n  query MapReservationQuote($input: ReservationQuoteInput!) {\n    reservationQuote(input: $input) {\n      parkingId\n      identifier\n      available\n      reason\n      amount\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SpotStatesChanged($area: AreaInput!) {\n    spotStatesChanged(area: $area) {\n      parkingId\n      spotId\n    }\n  }\n"): (typeof documents)["\n  subscription SpotStatesChanged($area: AreaInput!) {\n    spotStatesChanged(area: $area) {\n      parkingId\n      spotId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapStayPrices($identifier: String!, $startAt: DateTime) {\n    stayPrices(identifier: $identifier, startAt: $startAt) {\n      minutes\n      amount\n      currency\n    }\n  }\n"): (typeof documents)["\n  query MapStayPrices($identifier: String!, $startAt: DateTime) {\n    stayPrices(identifier: $identifier, startAt: $startAt) {\n      minutes\n      amount\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AutomaticPayout {\n    payoutQuote {\n      automaticPayout {\n        by\n        blockers\n      }\n    }\n  }\n"): (typeof documents)["\n  query AutomaticPayout {\n    payoutQuote {\n      automaticPayout {\n        by\n        blockers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyBalance {\n    me {\n      id\n      balance\n      currency\n      blik {\n        id\n        label\n        createdAt\n        expiresAt\n        updatedAt\n      }\n    }\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query MoneyBalance {\n    me {\n      id\n      balance\n      currency\n      blik {\n        id\n        label\n        createdAt\n        expiresAt\n        updatedAt\n      }\n    }\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTopUp($input: CreateTopUpInput!) {\n    createTopUp(input: $input) {\n      id\n      number\n      total\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTopUp($input: CreateTopUpInput!) {\n    createTopUp(input: $input) {\n      id\n      number\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBlikAlias($id: ID!) {\n    deleteBlikAlias(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBlikAlias($id: ID!) {\n    deleteBlikAlias(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($after: String) {\n    myOrders(after: $after) {\n      items {\n        id\n        number\n        createdAt\n        status\n        product\n        quantity\n        netAmount\n        vatAmount\n        grossAmount\n        vatRate\n        total\n        currency\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($after: String) {\n    myOrders(after: $after) {\n      items {\n        id\n        number\n        createdAt\n        status\n        product\n        quantity\n        netAmount\n        vatAmount\n        grossAmount\n        vatRate\n        total\n        currency\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPayments($after: String) {\n    myPayments(after: $after) {\n      items {\n        id\n        amount\n        currency\n        status\n        method\n        createdAt\n        finishedAt\n        failureCode\n        order {\n          id\n          number\n          product\n          quantity\n        }\n        document {\n          kind\n          number\n          url\n          fileName\n          ksefNumber\n        }\n        monthlyInvoice {\n          month\n          issueDate\n          document {\n            kind\n            number\n            url\n            fileName\n            ksefNumber\n          }\n        }\n        refunds {\n          id\n          amount\n          currency\n          destination\n          status\n          createdAt\n          finishedAt\n          correction {\n            kind\n            number\n            url\n            fileName\n          }\n        }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query MyPayments($after: String) {\n    myPayments(after: $after) {\n      items {\n        id\n        amount\n        currency\n        status\n        method\n        createdAt\n        finishedAt\n        failureCode\n        order {\n          id\n          number\n          product\n          quantity\n        }\n        document {\n          kind\n          number\n          url\n          fileName\n          ksefNumber\n        }\n        monthlyInvoice {\n          month\n          issueDate\n          document {\n            kind\n            number\n            url\n            fileName\n            ksefNumber\n          }\n        }\n        refunds {\n          id\n          amount\n          currency\n          destination\n          status\n          createdAt\n          finishedAt\n          correction {\n            kind\n            number\n            url\n            fileName\n          }\n        }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPayouts($first: Int, $after: String) {\n    myPayouts(first: $first, after: $after) {\n      items {\n        id\n        amount\n        fee\n        currency\n        status\n        kind\n        accountNumber\n        createdAt\n        finishedAt\n        failureCode\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query MyPayouts($first: Int, $after: String) {\n    myPayouts(first: $first, after: $after) {\n      items {\n        id\n        amount\n        fee\n        currency\n        status\n        kind\n        accountNumber\n        createdAt\n        finishedAt\n        failureCode\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWalletHistory($after: String) {\n    me {\n      id\n      balance\n      currency\n    }\n    myWalletHistory(after: $after) {\n      items {\n        id\n        kind\n        amount\n        currency\n        status\n        createdAt\n        orderNumber\n        payoutId\n        reservationId\n        ticketId\n        ticketNumber\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query MyWalletHistory($after: String) {\n    me {\n      id\n      balance\n      currency\n    }\n    myWalletHistory(after: $after) {\n      items {\n        id\n        kind\n        amount\n        currency\n        status\n        createdAt\n        orderNumber\n        payoutId\n        reservationId\n        ticketId\n        ticketNumber\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutQuote {\n    payoutQuote {\n      fee\n      maxAmount\n      freePayoutsLeft\n      defaultBankAccount {\n        id\n        name\n        accountNumber\n        isVerified\n      }\n    }\n    myBankAccounts {\n      id\n      name\n      accountNumber\n      isVerified\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query PayoutQuote {\n    payoutQuote {\n      fee\n      maxAmount\n      freePayoutsLeft\n      defaultBankAccount {\n        id\n        name\n        accountNumber\n        isVerified\n      }\n    }\n    myBankAccounts {\n      id\n      name\n      accountNumber\n      isVerified\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPayout($input: RequestPayoutInput!) {\n    requestPayout(input: $input) {\n      id\n      amount\n      fee\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPayout($input: RequestPayoutInput!) {\n    requestPayout(input: $input) {\n      id\n      amount\n      fee\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopUpCheckout($orderId: ID!) {\n    me {\n      ...PayerFields\n    }\n    order(id: $orderId) {\n      id\n      number\n      status\n      product\n      total\n      currency\n      billingAccountId\n    }\n  }\n"): (typeof documents)["\n  query TopUpCheckout($orderId: ID!) {\n    me {\n      ...PayerFields\n    }\n    order(id: $orderId) {\n      id\n      number\n      status\n      product\n      total\n      currency\n      billingAccountId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptOrganizationInvitation($token: String!) {\n    acceptOrganizationInvitation(token: $token) {\n      ...OrganizationFields\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptOrganizationInvitation($token: String!) {\n    acceptOrganizationInvitation(token: $token) {\n      ...OrganizationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrganization($input: OrganizationInput!) {\n    createOrganization(input: $input) {\n      ...OrganizationFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrganization($input: OrganizationInput!) {\n    createOrganization(input: $input) {\n      ...OrganizationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteOrganizationMember($input: InviteOrganizationMemberInput!) {\n    inviteOrganizationMember(input: $input) {\n      ...OrganizationFields\n    }\n  }\n"): (typeof documents)["\n  mutation InviteOrganizationMember($input: InviteOrganizationMemberInput!) {\n    inviteOrganizationMember(input: $input) {\n      ...OrganizationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveOrganization($id: ID!) {\n    leaveOrganization(id: $id)\n  }\n"): (typeof documents)["\n  mutation LeaveOrganization($id: ID!) {\n    leaveOrganization(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrganizations {\n    myOrganizations {\n      id\n      name\n      description\n      type\n      status\n      myRole\n      memberCount\n    }\n  }\n"): (typeof documents)["\n  query MyOrganizations {\n    myOrganizations {\n      id\n      name\n      description\n      type\n      status\n      myRole\n      memberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganizationFields on Organization {\n    id\n    name\n    description\n    type\n    status\n    myRole\n    memberCount\n    members {\n      user {\n        id\n        name\n        email\n      }\n      role\n      joinedAt\n    }\n    invitations {\n      id\n      email\n      expiresAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment OrganizationFields on Organization {\n    id\n    name\n    description\n    type\n    status\n    myRole\n    memberCount\n    members {\n      user {\n        id\n        name\n        email\n      }\n      role\n      joinedAt\n    }\n    invitations {\n      id\n      email\n      expiresAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationInvitation($token: String!) {\n    organizationInvitation(token: $token) {\n      organizationName\n      inviterName\n      email\n      expiresAt\n      state\n    }\n  }\n"): (typeof documents)["\n  query OrganizationInvitation($token: String!) {\n    organizationInvitation(token: $token) {\n      organizationName\n      inviterName\n      email\n      expiresAt\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organization($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationFields\n    }\n  }\n"): (typeof documents)["\n  query Organization($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveOrganizationMember($organizationId: ID!, $userId: ID!) {\n    removeOrganizationMember(organizationId: $organizationId, userId: $userId) {\n      ...OrganizationFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveOrganizationMember($organizationId: ID!, $userId: ID!) {\n    removeOrganizationMember(organizationId: $organizationId, userId: $userId) {\n      ...OrganizationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeOrganizationInvitation($id: ID!) {\n    revokeOrganizationInvitation(id: $id) {\n      ...OrganizationFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeOrganizationInvitation($id: ID!) {\n    revokeOrganizationInvitation(id: $id) {\n      ...OrganizationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrganizationMemberRole($input: SetOrganizationMemberRoleInput!) {\n    setOrganizationMemberRole(input: $input) {\n      ...OrganizationFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrganizationMemberRole($input: SetOrganizationMemberRoleInput!) {\n    setOrganizationMemberRole(input: $input) {\n      ...OrganizationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganization($id: ID!, $input: OrganizationInput!) {\n    updateOrganization(id: $id, input: $input) {\n      ...OrganizationFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganization($id: ID!, $input: OrganizationInput!) {\n    updateOrganization(id: $id, input: $input) {\n      ...OrganizationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateParking($id: ID!) {\n    activateParking(id: $id) {\n      id\n      status\n      rejectionReason\n      verificationRequestedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateParking($id: ID!) {\n    activateParking(id: $id) {\n      id\n      status\n      rejectionReason\n      verificationRequestedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateParking($input: ParkingInput!) {\n    createParking(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateParking($input: ParkingInput!) {\n    createParking(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSpot($input: CreateSpotInput!) {\n    createSpot(input: $input) {\n      id\n      number\n      hasRestrictions\n      parkingId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSpot($input: CreateSpotInput!) {\n    createSpot(input: $input) {\n      id\n      number\n      hasRestrictions\n      parkingId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSpots($input: CreateSpotsInput!) {\n    createSpots(input: $input) {\n      id\n      number\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSpots($input: CreateSpotsInput!) {\n    createSpots(input: $input) {\n      id\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateParking($id: ID!) {\n    deactivateParking(id: $id) {\n      id\n      status\n      rejectionReason\n      verificationRequestedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateParking($id: ID!) {\n    deactivateParking(id: $id) {\n      id\n      status\n      rejectionReason\n      verificationRequestedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSpot($id: ID!) {\n    deleteSpot(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSpot($id: ID!) {\n    deleteSpot(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyParkings($after: String) {\n    myParkings(after: $after) {\n      items {\n        id\n        identifier\n        name\n        status\n        verificationRequestedAt\n        rejectionReason\n        spotCount\n        basicAddress {\n          id\n          city\n        }\n        organization {\n          id\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query MyParkings($after: String) {\n    myParkings(after: $after) {\n      items {\n        id\n        identifier\n        name\n        status\n        verificationRequestedAt\n        rejectionReason\n        spotCount\n        basicAddress {\n          id\n          city\n        }\n        organization {\n          id\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParkingDetails($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      note\n      accessInstructions\n      hasRestrictions\n      maxHeightCm\n      maxLengthCm\n      maxWidthCm\n      status\n      rejectionReason\n      canManage\n      spotCount\n      verificationRequestedAt\n      billingAccount {\n        id\n        fullName\n        companyName\n      }\n      organization {\n        id\n        name\n      }\n      readiness {\n        hasBasicAddress\n        hasSpots\n        hasBasicPriceList\n        ready\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParkingDetails($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      note\n      accessInstructions\n      hasRestrictions\n      maxHeightCm\n      maxLengthCm\n      maxWidthCm\n      status\n      rejectionReason\n      canManage\n      spotCount\n      verificationRequestedAt\n      billingAccount {\n        id\n        fullName\n        companyName\n      }\n      organization {\n        id\n        name\n      }\n      readiness {\n        hasBasicAddress\n        hasSpots\n        hasBasicPriceList\n        ready\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParkingFormOptions {\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      city\n      isDefault\n    }\n    myOrganizations {\n      id\n      name\n      myRole\n    }\n  }\n"): (typeof documents)["\n  query ParkingFormOptions {\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      city\n      isDefault\n    }\n    myOrganizations {\n      id\n      name\n      myRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParkingSpots($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      canManage\n      spots {\n        id\n        number\n        hasRestrictions\n        features\n        parkingId\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParkingSpots($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      canManage\n      spots {\n        id\n        number\n        hasRestrictions\n        features\n        parkingId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestParkingVerification($id: ID!) {\n    requestParkingVerification(id: $id) {\n      id\n      status\n      rejectionReason\n      verificationRequestedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestParkingVerification($id: ID!) {\n    requestParkingVerification(id: $id) {\n      id\n      status\n      rejectionReason\n      verificationRequestedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpotDetails($id: ID!) {\n    spot(id: $id) {\n      id\n      number\n      hasRestrictions\n      features\n      parkingId\n    }\n  }\n"): (typeof documents)["\n  query SpotDetails($id: ID!) {\n    spot(id: $id) {\n      id\n      number\n      hasRestrictions\n      features\n      parkingId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateParking($id: ID!, $input: ParkingInput!) {\n    updateParking(id: $id, input: $input) {\n      id\n      name\n      note\n      accessInstructions\n      hasRestrictions\n      maxHeightCm\n      maxLengthCm\n      maxWidthCm\n      billingAccount {\n        id\n      }\n      organization {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateParking($id: ID!, $input: ParkingInput!) {\n    updateParking(id: $id, input: $input) {\n      id\n      name\n      note\n      accessInstructions\n      hasRestrictions\n      maxHeightCm\n      maxLengthCm\n      maxWidthCm\n      billingAccount {\n        id\n      }\n      organization {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSpot($id: ID!, $input: SpotInput!) {\n    updateSpot(id: $id, input: $input) {\n      id\n      number\n      hasRestrictions\n      features\n      parkingId\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSpot($id: ID!, $input: SpotInput!) {\n    updateSpot(id: $id, input: $input) {\n      id\n      number\n      hasRestrictions\n      features\n      parkingId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayoutBatch($id: ID!) {\n    confirmPayoutBatch(id: $id) {\n      id\n      status\n      confirmedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayoutBatch($id: ID!) {\n    confirmPayoutBatch(id: $id) {\n      id\n      status\n      confirmedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePayoutBatch {\n    createPayoutBatch {\n      id\n      number\n      payoutCount\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePayoutBatch {\n    createPayoutBatch {\n      id\n      number\n      payoutCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutBatch($id: ID!) {\n    payoutBatch(id: $id) {\n      id\n      number\n      status\n      payoutCount\n      total\n      accountNumber\n      createdAt\n      confirmedAt\n      fileUrl\n      fileName\n      payouts {\n        id\n        ownerName\n        amount\n        accountNumber\n        status\n        failureCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayoutBatch($id: ID!) {\n    payoutBatch(id: $id) {\n      id\n      number\n      status\n      payoutCount\n      total\n      accountNumber\n      createdAt\n      confirmedAt\n      fileUrl\n      fileName\n      payouts {\n        id\n        ownerName\n        amount\n        accountNumber\n        status\n        failureCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutBatches($after: String) {\n    payoutBatches(after: $after) {\n      items {\n        id\n        number\n        status\n        payoutCount\n        total\n        createdAt\n        confirmedAt\n        fileUrl\n        fileName\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query PayoutBatches($after: String) {\n    payoutBatches(after: $after) {\n      items {\n        id\n        number\n        status\n        payoutCount\n        total\n        createdAt\n        confirmedAt\n        fileUrl\n        fileName\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutTransfers {\n    payoutTransfers {\n      via\n      awaitingCount\n      awaitingTotal\n      accountNumber\n    }\n  }\n"): (typeof documents)["\n  query PayoutTransfers {\n    payoutTransfers {\n      via\n      awaitingCount\n      awaitingTotal\n      accountNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnBatchPayout($payoutId: ID!) {\n    returnBatchPayout(payoutId: $payoutId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnBatchPayout($payoutId: ID!) {\n    returnBatchPayout(payoutId: $payoutId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePriceList($input: PriceListInput!) {\n    createPriceList(input: $input) {\n      id\n      name\n      isBasic\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePriceList($input: PriceListInput!) {\n    createPriceList(input: $input) {\n      id\n      name\n      isBasic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUnavailability($input: UnavailabilityInput!) {\n    createUnavailability(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUnavailability($input: UnavailabilityInput!) {\n    createUnavailability(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePriceList($id: ID!) {\n    deletePriceList(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePriceList($id: ID!) {\n    deletePriceList(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUnavailability($id: ID!) {\n    deleteUnavailability(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUnavailability($id: ID!) {\n    deleteUnavailability(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParkingPriceLists($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      status\n      canManage\n      priceLists {\n        id\n        name\n        days\n        startHour\n        endHour\n        settlementPeriod\n        firstPeriodPrice\n        nextPeriodPrice\n        currency\n        isBasic\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParkingPriceLists($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      status\n      canManage\n      priceLists {\n        id\n        name\n        days\n        startHour\n        endHour\n        settlementPeriod\n        firstPeriodPrice\n        nextPeriodPrice\n        currency\n        isBasic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParkingUnavailabilities($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      canManage\n      unavailabilities {\n        id\n        name\n        days\n        startTime\n        endTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParkingUnavailabilities($id: ID!) {\n    parking(id: $id) {\n      id\n      identifier\n      name\n      canManage\n      unavailabilities {\n        id\n        name\n        days\n        startTime\n        endTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePriceList($id: ID!, $input: PriceListInput!) {\n    updatePriceList(id: $id, input: $input) {\n      id\n      name\n      isBasic\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePriceList($id: ID!, $input: PriceListInput!) {\n    updatePriceList(id: $id, input: $input) {\n      id\n      name\n      isBasic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUnavailability($id: ID!, $input: UnavailabilityInput!) {\n    updateUnavailability(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUnavailability($id: ID!, $input: UnavailabilityInput!) {\n    updateUnavailability(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetParkingByIdentifier($identifier: String!) {\n    parkingByIdentifier(identifier: $identifier) {\n      ...PublicParkingFields\n      spots {\n        number\n        hasRestrictions\n        features\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetParkingByIdentifier($identifier: String!) {\n    parkingByIdentifier(identifier: $identifier) {\n      ...PublicParkingFields\n      spots {\n        number\n        hasRestrictions\n        features\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetParkingPreview($identifier: String!) {\n    parkingPreview(identifier: $identifier) {\n      ...PublicParkingFields\n      spots {\n        number\n        hasRestrictions\n        features\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetParkingPreview($identifier: String!) {\n    parkingPreview(identifier: $identifier) {\n      ...PublicParkingFields\n      spots {\n        number\n        hasRestrictions\n        features\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSpotByParkingIdentifier($identifier: String!, $spotNumber: String!) {\n    spotByParkingIdentifier(identifier: $identifier, spotNumber: $spotNumber) {\n      ...PublicSpotFields\n    }\n  }\n"): (typeof documents)["\n  query GetSpotByParkingIdentifier($identifier: String!, $spotNumber: String!) {\n    spotByParkingIdentifier(identifier: $identifier, spotNumber: $spotNumber) {\n      ...PublicSpotFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSpotPreview($identifier: String!, $spotNumber: String!) {\n    spotPreview(identifier: $identifier, spotNumber: $spotNumber) {\n      ...PublicSpotFields\n    }\n  }\n"): (typeof documents)["\n  query GetSpotPreview($identifier: String!, $spotNumber: String!) {\n    spotPreview(identifier: $identifier, spotNumber: $spotNumber) {\n      ...PublicSpotFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicAddressFields on PublicAddress {\n    street\n    number\n    postcode\n    city\n    latitude\n    longitude\n  }\n"): (typeof documents)["\n  fragment PublicAddressFields on PublicAddress {\n    street\n    number\n    postcode\n    city\n    latitude\n    longitude\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicParkingFields on PublicParking {\n    identifier\n    note\n    features\n    restrictions {\n      hasRestrictions\n      maxHeightCm\n      maxLengthCm\n      maxWidthCm\n    }\n    address {\n      ...PublicAddressFields\n    }\n    entryAddress {\n      ...PublicAddressFields\n    }\n    exitAddress {\n      ...PublicAddressFields\n    }\n    images {\n      url\n      thumbnailUrl\n      isPrimary\n    }\n    priceLists {\n      name\n      days\n      startHour\n      endHour\n      settlementPeriod\n      firstPeriodPrice\n      nextPeriodPrice\n      currency\n      isBasic\n    }\n    unavailabilities {\n      name\n      days\n      startTime\n      endTime\n    }\n    availability {\n      state\n      availableSpots\n      totalSpots\n    }\n  }\n"): (typeof documents)["\n  fragment PublicParkingFields on PublicParking {\n    identifier\n    note\n    features\n    restrictions {\n      hasRestrictions\n      maxHeightCm\n      maxLengthCm\n      maxWidthCm\n    }\n    address {\n      ...PublicAddressFields\n    }\n    entryAddress {\n      ...PublicAddressFields\n    }\n    exitAddress {\n      ...PublicAddressFields\n    }\n    images {\n      url\n      thumbnailUrl\n      isPrimary\n    }\n    priceLists {\n      name\n      days\n      startHour\n      endHour\n      settlementPeriod\n      firstPeriodPrice\n      nextPeriodPrice\n      currency\n      isBasic\n    }\n    unavailabilities {\n      name\n      days\n      startTime\n      endTime\n    }\n    availability {\n      state\n      availableSpots\n      totalSpots\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicSpotFields on PublicSpot {\n    number\n    hasRestrictions\n    features\n    state\n    images {\n      url\n      thumbnailUrl\n      isPrimary\n    }\n    parking {\n      ...PublicParkingFields\n    }\n  }\n"): (typeof documents)["\n  fragment PublicSpotFields on PublicSpot {\n    number\n    hasRestrictions\n    features\n    state\n    images {\n      url\n      thumbnailUrl\n      isPrimary\n    }\n    parking {\n      ...PublicParkingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicStayPrices($identifier: String!) {\n    stayPrices(identifier: $identifier) {\n      minutes\n      amount\n      currency\n      priceListName\n    }\n  }\n"): (typeof documents)["\n  query PublicStayPrices($identifier: String!) {\n    stayPrices(identifier: $identifier) {\n      minutes\n      amount\n      currency\n      priceListName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      id\n      status\n      cancelledAt\n      canExtend\n      canCancel\n      canComplete\n      refunds {\n        id\n        amount\n        destination\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      id\n      status\n      cancelledAt\n      canExtend\n      canCancel\n      canComplete\n      refunds {\n        id\n        amount\n        destination\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteReservation($id: ID!) {\n    completeReservation(id: $id) {\n      id\n      status\n      completedAt\n      canExtend\n      canCancel\n      canComplete\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteReservation($id: ID!) {\n    completeReservation(id: $id) {\n      id\n      status\n      completedAt\n      canExtend\n      canCancel\n      canComplete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendReservation($input: ExtendReservationInput!) {\n    extendReservation(input: $input) {\n      reservation {\n        id\n        endAt\n        pendingExtensionEndAt\n      }\n      order {\n        id\n        total\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendReservation($input: ExtendReservationInput!) {\n    extendReservation(input: $input) {\n      reservation {\n        id\n        endAt\n        pendingExtensionEndAt\n      }\n      order {\n        id\n        total\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExtensionQuote($input: ExtendReservationInput!) {\n    extensionQuote(input: $input) {\n      amount\n      currency\n      available\n      nextReservationStartAt\n    }\n  }\n"): (typeof documents)["\n  query ExtensionQuote($input: ExtendReservationInput!) {\n    extensionQuote(input: $input) {\n      amount\n      currency\n      available\n      nextReservationStartAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLiveReservations($after: String) {\n    myReservations(live: true, after: $after) {\n      items {\n        ...ReservationViewFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query MyLiveReservations($after: String) {\n    myReservations(live: true, after: $after) {\n      items {\n        ...ReservationViewFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReservationHistory($after: String) {\n    myReservations(live: false, after: $after) {\n      items {\n        ...ReservationViewFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query MyReservationHistory($after: String) {\n    myReservations(live: false, after: $after) {\n      items {\n        ...ReservationViewFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfflinePasses {\n    myReservations(live: true) {\n      items {\n        id\n        status\n        startAt\n        endAt\n        parkingName\n        parkingIdentifier\n        spotNumber\n        accessInstructions\n        vehicle {\n          id\n          registrationNumber\n        }\n        location {\n          address\n        }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query OfflinePasses {\n    myReservations(live: true) {\n      items {\n        id\n        status\n        startAt\n        endAt\n        parkingName\n        parkingIdentifier\n        spotNumber\n        accessInstructions\n        vehicle {\n          id\n          registrationNumber\n        }\n        location {\n          address\n        }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParkingReservations($parkingId: ID!, $live: Boolean!, $after: String) {\n    parking(id: $parkingId) {\n      id\n      name\n      identifier\n    }\n    parkingReservations(parkingId: $parkingId, live: $live, after: $after) {\n      items {\n        id\n        startAt\n        endAt\n        status\n        spotNumber\n        amount\n        currency\n        vehicle {\n          id\n          registrationNumber\n        }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query ParkingReservations($parkingId: ID!, $live: Boolean!, $after: String) {\n    parking(id: $parkingId) {\n      id\n      name\n      identifier\n    }\n    parkingReservations(parkingId: $parkingId, live: $live, after: $after) {\n      items {\n        id\n        startAt\n        endAt\n        status\n        spotNumber\n        amount\n        currency\n        vehicle {\n          id\n          registrationNumber\n        }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationDetails($id: ID!) {\n    reservation(id: $id) {\n      ...ReservationViewFields\n    }\n  }\n"): (typeof documents)["\n  query ReservationDetails($id: ID!) {\n    reservation(id: $id) {\n      ...ReservationViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReservationViewFields on Reservation {\n    id\n    parkingId\n    spotId\n    startAt\n    endAt\n    status\n    createdAt\n    updatedAt\n    parkingIdentifier\n    parkingName\n    spotNumber\n    accessInstructions\n    accessInstructionsFrom\n    vehicle {\n      id\n      registrationNumber\n      name\n    }\n    billingAccount {\n      id\n      fullName\n      companyName\n    }\n    amount\n    currency\n    location {\n      address\n      latitude\n      longitude\n    }\n    paymentDueAt\n    pendingExtensionEndAt\n    completedAt\n    cancelledAt\n    canExtend\n    canCancel\n    canComplete\n    cancelRefund {\n      toPayer\n      toBalance\n    }\n    orders {\n      id\n      number\n      createdAt\n      status\n      product\n      total\n      currency\n      payments {\n        id\n        status\n        method\n        amount\n        currency\n        finishedAt\n        document {\n          kind\n          number\n          fileName\n          url\n        }\n        refunds {\n          id\n          amount\n          destination\n          status\n          finishedAt\n        }\n      }\n    }\n    unpaidOrder {\n      id\n      total\n      currency\n    }\n    tickets {\n      id\n      number\n    }\n  }\n"): (typeof documents)["\n  fragment ReservationViewFields on Reservation {\n    id\n    parkingId\n    spotId\n    startAt\n    endAt\n    status\n    createdAt\n    updatedAt\n    parkingIdentifier\n    parkingName\n    spotNumber\n    accessInstructions\n    accessInstructionsFrom\n    vehicle {\n      id\n      registrationNumber\n      name\n    }\n    billingAccount {\n      id\n      fullName\n      companyName\n    }\n    amount\n    currency\n    location {\n      address\n      latitude\n      longitude\n    }\n    paymentDueAt\n    pendingExtensionEndAt\n    completedAt\n    cancelledAt\n    canExtend\n    canCancel\n    canComplete\n    cancelRefund {\n      toPayer\n      toBalance\n    }\n    orders {\n      id\n      number\n      createdAt\n      status\n      product\n      total\n      currency\n      payments {\n        id\n        status\n        method\n        amount\n        currency\n        finishedAt\n        document {\n          kind\n          number\n          fileName\n          url\n        }\n        refunds {\n          id\n          amount\n          destination\n          status\n          finishedAt\n        }\n      }\n    }\n    unpaidOrder {\n      id\n      total\n      currency\n    }\n    tickets {\n      id\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReminderSettings {\n    me {\n      id\n      reminderMinutes\n    }\n  }\n"): (typeof documents)["\n  query ReminderSettings {\n    me {\n      id\n      reminderMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReminderMinutes($minutes: Int) {\n    setReminderMinutes(minutes: $minutes) {\n      id\n      reminderMinutes\n    }\n  }\n"): (typeof documents)["\n  mutation SetReminderMinutes($minutes: Int) {\n    setReminderMinutes(minutes: $minutes) {\n      id\n      reminderMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      language\n      timezone\n      birthdayOn\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      language\n      timezone\n      birthdayOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParkingStatements($parkingId: ID!, $after: String) {\n    parking(id: $parkingId) {\n      id\n      name\n      identifier\n    }\n    parkingStatements(parkingId: $parkingId, after: $after) {\n      items {\n        month\n        closed\n        stays\n        reversals\n        earnings\n        commission\n        refundsBorne\n        commissionReturned\n        net\n        currency\n        pdf {\n          url\n          fileName\n        }\n        csv {\n          url\n          fileName\n        }\n        commissionInvoice {\n          id\n          number\n          url\n          fileName\n        }\n        commissionCorrection {\n          id\n          number\n          url\n          fileName\n        }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query ParkingStatements($parkingId: ID!, $after: String) {\n    parking(id: $parkingId) {\n      id\n      name\n      identifier\n    }\n    parkingStatements(parkingId: $parkingId, after: $after) {\n      items {\n        month\n        closed\n        stays\n        reversals\n        earnings\n        commission\n        refundsBorne\n        commissionReturned\n        net\n        currency\n        pdf {\n          url\n          fileName\n        }\n        csv {\n          url\n          fileName\n        }\n        commissionInvoice {\n          id\n          number\n          url\n          fileName\n        }\n        commissionCorrection {\n          id\n          number\n          url\n          fileName\n        }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTickets($filter: TicketFilterInput, $after: String) {\n    adminTickets(filter: $filter, after: $after) {\n      items {\n        id\n        number\n        type\n        subject\n        priority\n        status\n        reason\n        reportedAt\n        lastMessageAt\n        awaitingViewer\n        reporterName\n        parking {\n          id\n          identifier\n        }\n        assignee {\n          id\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query AdminTickets($filter: TicketFilterInput, $after: String) {\n    adminTickets(filter: $filter, after: $after) {\n      items {\n        id\n        number\n        type\n        subject\n        priority\n        status\n        reason\n        reportedAt\n        lastMessageAt\n        awaitingViewer\n        reporterName\n        parking {\n          id\n          identifier\n        }\n        assignee {\n          id\n          name\n        }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignTicket($ticketId: ID!, $toMe: Boolean!) {\n    assignTicket(ticketId: $ticketId, toMe: $toMe) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AssignTicket($ticketId: ID!, $toMe: Boolean!) {\n    assignTicket(ticketId: $ticketId, toMe: $toMe) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTicketPriority($ticketId: ID!, $priority: TicketPriority!) {\n    setTicketPriority(ticketId: $ticketId, priority: $priority) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SetTicketPriority($ticketId: ID!, $priority: TicketPriority!) {\n    setTicketPriority(ticketId: $ticketId, priority: $priority) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportMoveTicket($input: TicketMoveInput!) {\n    moveTicket(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SupportMoveTicket($input: TicketMoveInput!) {\n    moveTicket(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportReply($input: TicketReplyInput!) {\n    replyToTicket(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SupportReply($input: TicketReplyInput!) {\n    replyToTicket(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantTicketRefund($input: TicketRefundInput!) {\n    grantTicketRefund(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation GrantTicketRefund($input: TicketRefundInput!) {\n    grantTicketRefund(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportTicket($id: ID!) {\n    ticket(id: $id) {\n      id\n      number\n      type\n      subject\n      description\n      priority\n      status\n      reason\n      reportedAt\n      resolvedAt\n      outcome\n      viewerRole\n      allowedStatuses\n      canReply\n      reporterName\n      reporterId\n      parking {\n        id\n        identifier\n        name\n      }\n      reservation {\n        id\n        startAt\n        endAt\n        amount\n        currency\n        status\n        spotNumber\n        vehicle {\n          id\n          registrationNumber\n        }\n      }\n      photos {\n        id\n        url\n        thumbnailUrl\n        width\n        height\n      }\n      messages {\n        id\n        authorRole\n        authorName\n        mine\n        body\n        internal\n        createdAt\n        photos {\n          id\n          url\n          thumbnailUrl\n          width\n          height\n        }\n      }\n      assignee {\n        id\n        name\n      }\n      refund {\n        amount\n        bearer\n        createdAt\n        refunds {\n          id\n          amount\n          destination\n          status\n        }\n      }\n      refundable\n      refundablePlan {\n        toPayer\n        toBalance\n      }\n      events {\n        id\n        kind\n        actorRole\n        actorName\n        from\n        to\n        amount\n        bearer\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportTicket($id: ID!) {\n    ticket(id: $id) {\n      id\n      number\n      type\n      subject\n      description\n      priority\n      status\n      reason\n      reportedAt\n      resolvedAt\n      outcome\n      viewerRole\n      allowedStatuses\n      canReply\n      reporterName\n      reporterId\n      parking {\n        id\n        identifier\n        name\n      }\n      reservation {\n        id\n        startAt\n        endAt\n        amount\n        currency\n        status\n        spotNumber\n        vehicle {\n          id\n          registrationNumber\n        }\n      }\n      photos {\n        id\n        url\n        thumbnailUrl\n        width\n        height\n      }\n      messages {\n        id\n        authorRole\n        authorName\n        mine\n        body\n        internal\n        createdAt\n        photos {\n          id\n          url\n          thumbnailUrl\n          width\n          height\n        }\n      }\n      assignee {\n        id\n        name\n      }\n      refund {\n        amount\n        bearer\n        createdAt\n        refunds {\n          id\n          amount\n          destination\n          status\n        }\n      }\n      refundable\n      refundablePlan {\n        toPayer\n        toBalance\n      }\n      events {\n        id\n        kind\n        actorRole\n        actorName\n        from\n        to\n        amount\n        bearer\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelStayWithRefund($ticketId: ID!) {\n    cancelStayWithRefund(ticketId: $ticketId) {\n      ...TicketViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelStayWithRefund($ticketId: ID!) {\n    cancelStayWithRefund(ticketId: $ticketId) {\n      ...TicketViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTicket($input: TicketInput!) {\n    createTicket(input: $input) {\n      id\n      number\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTicket($input: TicketInput!) {\n    createTicket(input: $input) {\n      id\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveTicket($input: TicketMoveInput!) {\n    moveTicket(input: $input) {\n      ...TicketViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveTicket($input: TicketMoveInput!) {\n    moveTicket(input: $input) {\n      ...TicketViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTickets($scope: TicketScope!, $after: String) {\n    myTickets(scope: $scope, after: $after) {\n      items {\n        ...TicketRowFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query MyTickets($scope: TicketScope!, $after: String) {\n    myTickets(scope: $scope, after: $after) {\n      items {\n        ...TicketRowFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToTicket($input: TicketReplyInput!) {\n    replyToTicket(input: $input) {\n      ...TicketViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToTicket($input: TicketReplyInput!) {\n    replyToTicket(input: $input) {\n      ...TicketViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeOtherSpot($ticketId: ID!) {\n    takeOtherSpot(ticketId: $ticketId) {\n      ...TicketViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation TakeOtherSpot($ticketId: ID!) {\n    takeOtherSpot(ticketId: $ticketId) {\n      ...TicketViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketRowFields on Ticket {\n    id\n    number\n    type\n    subject\n    priority\n    status\n    reportedAt\n    resolvedAt\n    awaitingViewer\n  }\n"): (typeof documents)["\n  fragment TicketRowFields on Ticket {\n    id\n    number\n    type\n    subject\n    priority\n    status\n    reportedAt\n    resolvedAt\n    awaitingViewer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketPhotoFields on TicketPhoto {\n    id\n    url\n    thumbnailUrl\n    width\n    height\n  }\n"): (typeof documents)["\n  fragment TicketPhotoFields on TicketPhoto {\n    id\n    url\n    thumbnailUrl\n    width\n    height\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketViewFields on Ticket {\n    id\n    number\n    type\n    subject\n    description\n    priority\n    status\n    reason\n    reportedAt\n    resolvedAt\n    outcome\n    viewerRole\n    awaitingViewer\n    allowedStatuses\n    canReply\n    reporterName\n    parking {\n      id\n      identifier\n      name\n    }\n    reservationId\n    refund {\n      amount\n      createdAt\n      refunds {\n        id\n        amount\n        destination\n        status\n      }\n    }\n    remedies {\n      otherSpotNumber\n      refundAmount\n      refundPlan {\n        toPayer\n        toBalance\n      }\n    }\n    photos {\n      ...TicketPhotoFields\n    }\n    messages {\n      id\n      authorRole\n      authorName\n      mine\n      body\n      createdAt\n      photos {\n        ...TicketPhotoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TicketViewFields on Ticket {\n    id\n    number\n    type\n    subject\n    description\n    priority\n    status\n    reason\n    reportedAt\n    resolvedAt\n    outcome\n    viewerRole\n    awaitingViewer\n    allowedStatuses\n    canReply\n    reporterName\n    parking {\n      id\n      identifier\n      name\n    }\n    reservationId\n    refund {\n      amount\n      createdAt\n      refunds {\n        id\n        amount\n        destination\n        status\n      }\n    }\n    remedies {\n      otherSpotNumber\n      refundAmount\n      refundPlan {\n        toPayer\n        toBalance\n      }\n    }\n    photos {\n      ...TicketPhotoFields\n    }\n    messages {\n      id\n      authorRole\n      authorName\n      mine\n      body\n      createdAt\n      photos {\n        ...TicketPhotoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketReservation($id: ID!) {\n    reservation(id: $id) {\n      id\n      parkingName\n      parkingIdentifier\n      spotNumber\n      startAt\n      endAt\n      status\n      tickets {\n        id\n        number\n      }\n    }\n  }\n"): (typeof documents)["\n  query TicketReservation($id: ID!) {\n    reservation(id: $id) {\n      id\n      parkingName\n      parkingIdentifier\n      spotNumber\n      startAt\n      endAt\n      status\n      tickets {\n        id\n        number\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ticket($id: ID!) {\n    ticket(id: $id) {\n      ...TicketViewFields\n    }\n  }\n"): (typeof documents)["\n  query Ticket($id: ID!) {\n    ticket(id: $id) {\n      ...TicketViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVehicle($input: VehicleInput!) {\n    createVehicle(input: $input) {\n      ...VehicleCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVehicle($input: VehicleInput!) {\n    createVehicle(input: $input) {\n      ...VehicleCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyVehicleList {\n    myVehicles {\n      ...VehicleCardFields\n    }\n  }\n"): (typeof documents)["\n  query MyVehicleList {\n    myVehicles {\n      ...VehicleCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultVehicle($id: ID!) {\n    setDefaultVehicle(id: $id) {\n      id\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultVehicle($id: ID!) {\n    setDefaultVehicle(id: $id) {\n      id\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVehicle($id: ID!, $input: VehicleInput!) {\n    updateVehicle(id: $id, input: $input) {\n      ...VehicleCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVehicle($id: ID!, $input: VehicleInput!) {\n    updateVehicle(id: $id, input: $input) {\n      ...VehicleCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleBillingAccounts {\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query VehicleBillingAccounts {\n    myBillingAccounts {\n      id\n      fullName\n      companyName\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VehicleCardFields on Vehicle {\n    id\n    registrationNumber\n    name\n    status\n    isDefault\n    billingAccountId\n    billingAccount {\n      id\n      fullName\n      companyName\n    }\n  }\n"): (typeof documents)["\n  fragment VehicleCardFields on Vehicle {\n    id\n    registrationNumber\n    name\n    status\n    isDefault\n    billingAccountId\n    billingAccount {\n      id\n      fullName\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleForEditor($id: ID!) {\n    vehicle(id: $id) {\n      ...VehicleCardFields\n    }\n  }\n"): (typeof documents)["\n  query VehicleForEditor($id: ID!) {\n    vehicle(id: $id) {\n      ...VehicleCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankAccountsAwaitingVerification($after: String) {\n    bankAccountsAwaitingVerification(after: $after) {\n      items {\n        id\n        bankAccount {\n          id\n          name\n          accountNumber\n          updatedAt\n        }\n        owner {\n          id\n          name\n          email\n        }\n        billingAccounts {\n          id\n          fullName\n          companyName\n          vatId\n          street\n          buildingNumber\n          localNumber\n          postcode\n          city\n          isDefault\n        }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query BankAccountsAwaitingVerification($after: String) {\n    bankAccountsAwaitingVerification(after: $after) {\n      items {\n        id\n        bankAccount {\n          id\n          name\n          accountNumber\n          updatedAt\n        }\n        owner {\n          id\n          name\n          email\n        }\n        billingAccounts {\n          id\n          fullName\n          companyName\n          vatId\n          street\n          buildingNumber\n          localNumber\n          postcode\n          city\n          isDefault\n        }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParkingsAwaitingVerification($after: String) {\n    parkingsAwaitingVerification(after: $after) {\n      items {\n        id\n        identifier\n        note\n        hasRestrictions\n        maxHeightCm\n        maxLengthCm\n        maxWidthCm\n        spotCount\n        verificationRequestedAt\n        owner {\n          id\n          name\n          email\n        }\n        priceLists {\n          id\n          name\n          isBasic\n          days\n          startHour\n          endHour\n          settlementPeriod\n          firstPeriodPrice\n          nextPeriodPrice\n          currency\n        }\n        images {\n          id\n          url\n          thumbnailUrl\n        }\n        basicAddress {\n          id\n          city\n          street\n          number\n        }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query ParkingsAwaitingVerification($after: String) {\n    parkingsAwaitingVerification(after: $after) {\n      items {\n        id\n        identifier\n        note\n        hasRestrictions\n        maxHeightCm\n        maxLengthCm\n        maxWidthCm\n        spotCount\n        verificationRequestedAt\n        owner {\n          id\n          name\n          email\n        }\n        priceLists {\n          id\n          name\n          isBasic\n          days\n          startHour\n          endHour\n          settlementPeriod\n          firstPeriodPrice\n          nextPeriodPrice\n          currency\n        }\n        images {\n          id\n          url\n          thumbnailUrl\n        }\n        basicAddress {\n          id\n          city\n          street\n          number\n        }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectBankAccount($id: ID!, $reason: String) {\n    rejectBankAccount(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  mutation RejectBankAccount($id: ID!, $reason: String) {\n    rejectBankAccount(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectParking($id: ID!, $reason: String) {\n    rejectParking(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  mutation RejectParking($id: ID!, $reason: String) {\n    rejectParking(id: $id, reason: $reason) {\n      id\n      status\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyBankAccount($id: ID!) {\n    verifyBankAccount(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyBankAccount($id: ID!) {\n    verifyBankAccount(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyParking($id: ID!) {\n    verifyParking(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyParking($id: ID!) {\n    verifyParking(id: $id) {\n      id\n      status\n    }\n  }\n"];
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