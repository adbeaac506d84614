/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, YYYY-MM-DD */
  Date: { input: string; output: string; }
  /** An instant: an ISO-8601 date and time with its offset ('Z' or ±HH:MM), e.g. 2026-11-25T10:00:00+01:00 */
  DateTime: { input: string; output: string; }
  /** A file sent as a part of a GraphQL multipart request (input only) */
  File: { input: File | null; output: File | null; }
};

/** basic puts the parking on the map (one per parking); entry and exit guide drivers in and out */
export type AddressType =
  | 'basic'
  | 'entry'
  | 'exit';

/** A map viewport in degrees (south <= north, west <= east) */
export type AreaInput = {
  east: Scalars['Float']['input'];
  north: Scalars['Float']['input'];
  south: Scalars['Float']['input'];
  west: Scalars['Float']['input'];
};

/** This month's earnings are paid out on their own by the 7th of the next month (SPEC §9). */
export type AutomaticPayout = {
  __typename?: 'AutomaticPayout';
  /** Empty when the payout will go to the verified default bank account */
  blockers: Array<AutomaticPayoutBlocker>;
  /** YYYY-MM-DD in Europe/Warsaw: the 7th of the next month */
  by: Scalars['String']['output'];
};

/** What stops the automatic payout: no default bank account, one not verified yet or rejected, nothing to pay */
export type AutomaticPayoutBlocker =
  | 'balance_zero'
  | 'bank_account_pending'
  | 'bank_account_rejected'
  | 'no_bank_account';

/** An owner's Polish bank account, where payouts go. */
export type BankAccount = {
  __typename?: 'BankAccount';
  /** The IBAN in groups of four: "PL61 1090 1014 0000 0712 1981 2874" */
  accountNumber: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Exactly one of the owner’s bank accounts is the default */
  isDefault: Scalars['Boolean']['output'];
  /** Set by an admin (verifyBankAccount) */
  isVerified: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The admin's reason, when rejected */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** pending (waiting for an admin), verified, or rejected (see rejectionReason; correct it to resubmit) */
  status: BankAccountStatus;
  updatedAt: Scalars['DateTime']['output'];
};

export type BankAccountHolder = {
  __typename?: 'BankAccountHolder';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type BankAccountInput = {
  /** Polish IBAN, with or without "PL" and spaces */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Make it the default; the first bank account always is */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Where the verification of a bank account stands */
export type BankAccountStatus =
  | 'pending'
  | 'rejected'
  | 'verified';

/** A bank account waiting for verification, as the admin sees it */
export type BankAccountVerificationRequest = {
  __typename?: 'BankAccountVerificationRequest';
  bankAccount: BankAccount;
  /** The owner's billing accounts, the default first */
  billingAccounts: Array<BillingAccount>;
  /** The bank account's id (verifyBankAccount, rejectBankAccount) */
  id: Scalars['ID']['output'];
  owner?: Maybe<BankAccountHolder>;
};

/** One page of BankAccountVerificationRequest items, the longest waiting first; pass nextCursor as `after` for the next page. */
export type BankAccountVerificationRequestPage = {
  __typename?: 'BankAccountVerificationRequestPage';
  items: Array<BankAccountVerificationRequest>;
  /** Null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** One transfer of a transfer file. */
export type BatchPayout = {
  __typename?: 'BatchPayout';
  accountNumber: Scalars['String']['output'];
  /** Grosze */
  amount: Scalars['Int']['output'];
  failureCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ownerName: Scalars['String']['output'];
  status: PayoutStatus;
  userId: Scalars['ID']['output'];
};

/** Who an owner's invoices are made out to (a person or a company), and where the money goes. */
export type BillingAccount = {
  __typename?: 'BillingAccount';
  bankAccount?: Maybe<BankAccount>;
  buildingNumber: Scalars['String']['output'];
  city: Scalars['String']['output'];
  companyName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invoiceEmail: Scalars['String']['output'];
  /** Exactly one of the owner’s billing accounts is the default */
  isDefault: Scalars['Boolean']['output'];
  isMonthlyBilling: Scalars['Boolean']['output'];
  localNumber?: Maybe<Scalars['String']['output']>;
  /** NN-NNN */
  postcode: Scalars['String']['output'];
  street?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Polish NIP, 10 digits */
  vatId?: Maybe<Scalars['String']['output']>;
  wantsVatInvoice: Scalars['Boolean']['output'];
};

export type BillingAccountInput = {
  /** One of the caller's own bank accounts */
  bankAccountId?: InputMaybe<Scalars['ID']['input']>;
  buildingNumber?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** PLN (the default) */
  currency?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  invoiceEmail?: InputMaybe<Scalars['String']['input']>;
  /** Make it the default; the first billing account always is */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  isMonthlyBilling?: InputMaybe<Scalars['Boolean']['input']>;
  localNumber?: InputMaybe<Scalars['String']['input']>;
  /** NN-NNN */
  postcode?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  /** Polish NIP; required when wantsVatInvoice */
  vatId?: InputMaybe<Scalars['String']['input']>;
  wantsVatInvoice?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A shop saved in the bank app: BLIK without code. */
export type BlikAlias = {
  __typename?: 'BlikAlias';
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** first: the first period; next: all further started periods together */
export type BreakdownKind =
  | 'first'
  | 'next';

export type ChangePasswordInput = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword?: InputMaybe<Scalars['String']['input']>;
};

export type CompleteSocialSignUpInput = {
  /** socialSignIn's signUp.pendingToken */
  pendingToken?: InputMaybe<Scalars['String']['input']>;
  /** The terms of service and the privacy policy accepted */
  terms?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreateReservationInput = {
  /** One of your billing accounts */
  billingAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** After startAt; the stay lasts at most the configured days */
  endAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Client-generated; a retry with the same key answers the first reservation */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The parking's public identifier (WAR-CEN24), instead of spotId: its spot numbered spotNumber, or the first free one */
  identifier?: InputMaybe<Scalars['String']['input']>;
  /** The spot to book; or name its parking by identifier instead */
  spotId?: InputMaybe<Scalars['ID']['input']>;
  /** With identifier: a spot as its sign reads; omitted: the first free spot */
  spotNumber?: InputMaybe<Scalars['String']['input']>;
  /** Not earlier than now (2 minutes of grace), at most RESERVATION_MAX_DAYS ahead (reservationTooFarAhead) */
  startAt?: InputMaybe<Scalars['DateTime']['input']>;
  terms?: InputMaybe<Scalars['Boolean']['input']>;
  /** One of your active vehicles */
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateSpotInput = {
  features?: InputMaybe<Array<SpotFeature>>;
  hasRestrictions?: InputMaybe<Scalars['Boolean']['input']>;
  /** Letters, digits, single hyphens or spaces; at most 20 characters */
  number?: InputMaybe<Scalars['String']['input']>;
  parkingId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateSpotsInput = {
  /** Given to every spot made */
  features?: InputMaybe<Array<SpotFeature>>;
  from?: InputMaybe<Scalars['Int']['input']>;
  parkingId?: InputMaybe<Scalars['ID']['input']>;
  /** Each X marks a digit: A-XX from 1 to 20 gives A-01 … A-20 */
  template?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateTopUpInput = {
  /** Grosze */
  amount?: InputMaybe<Scalars['Int']['input']>;
  billingAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Client-generated; a retry with the same key answers the first order */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};

/** A weekday or a calendar event of the Polish calendar: holiday (public holiday), long_weekend (every day of 3+ consecutive Saturdays, Sundays and holidays), new_year (31 Dec and 1 Jan). */
export type DayOrEvent =
  | 'fri'
  | 'holiday'
  | 'long_weekend'
  | 'mon'
  | 'new_year'
  | 'sat'
  | 'sun'
  | 'thu'
  | 'tue'
  | 'wed';

export type EmailInput = {
  email?: InputMaybe<Scalars['String']['input']>;
};

export type ExtendReservationInput = {
  /** The new end, later than the current one */
  endAt?: InputMaybe<Scalars['DateTime']['input']>;
  reservationId?: InputMaybe<Scalars['ID']['input']>;
};

export type ExtensionQuote = {
  __typename?: 'ExtensionQuote';
  /** quote(start, new end) − quote(start, end), grosze, at least 0 */
  amount: Scalars['Int']['output'];
  available: Scalars['Boolean']['output'];
  currency: Scalars['String']['output'];
  /** When the new end would run into your next reservation: when that one starts (extend at most until then); null otherwise */
  nextReservationStartAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A photo of a parking, an address or a spot, re-encoded without metadata. */
export type Image = {
  __typename?: 'Image';
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Exactly one photo of a subject is primary; it is listed first */
  isPrimary: Scalars['Boolean']['output'];
  /** The owner's order among the subject's photos */
  position: Scalars['Int']['output'];
  /** Relative URL of a small copy (long edge at most 400 px) */
  thumbnailUrl: Scalars['String']['output'];
  /** Relative URL of the photo (long edge at most 1920 px) */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** What a photo shows: the parking itself, one of its addresses or one of its spots */
export type ImageSubjectType =
  | 'addresses'
  | 'parkings'
  | 'spots';

export type InviteOrganizationMemberInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};

/** An invoice not in KSeF yet against the law's deadline, now: near (12 hours or less left) or passed */
export type KsefDeadlineAlert =
  | 'near'
  | 'passed';

/** The KSeF e-invoice queue. */
export type KsefQueue = {
  __typename?: 'KsefQueue';
  /** The KSeF API invoices go to */
  apiUrl?: Maybe<Scalars['String']['output']>;
  /** Invoices issued before KSEF_FROM that never reached KSeF: not sent, no deadline */
  beforeKsefFrom: Scalars['Int']['output'];
  counts: KsefStatusCounts;
  /** KSEF_FROM: invoices issued before it are not for KSeF (not sent, not counted above); null when every invoice with XML is */
  ksefFrom?: Maybe<Scalars['Date']['output']>;
  /** Not in KSeF, 12 hours or less before the deadline */
  nearDeadline: Scalars['Int']['output'];
  /** The invoice queued or being sent the longest */
  oldestWaiting?: Maybe<KsefSubmission>;
  /** Not in KSeF after the deadline */
  pastDeadline: Scalars['Int']['output'];
  /** KSEF_TOKEN and KSEF_NIP are set: this installation sends to KSeF */
  sending: Scalars['Boolean']['output'];
};

export type KsefStatusCounts = {
  __typename?: 'KsefStatusCounts';
  accepted: Scalars['Int']['output'];
  queued: Scalars['Int']['output'];
  rejected: Scalars['Int']['output'];
  sending: Scalars['Int']['output'];
};

/** An invoice on its way to KSeF. */
export type KsefSubmission = {
  __typename?: 'KsefSubmission';
  acceptedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The KSeF environment (API) it was last sent to: its KSeF number and verification link are valid there only; null until sent */
  apiUrl?: Maybe<Scalars['String']['output']>;
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Null once accepted, or while the deadline is more than 12 hours away */
  deadlineAlert?: Maybe<KsefDeadlineAlert>;
  /** The last moment the law allows for KSeF: the end of the next business day after the issue date */
  deadlineAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  invoiceId: Scalars['ID']['output'];
  invoiceNumber: Scalars['String']['output'];
  issueDate: Scalars['Date']['output'];
  ksefNumber?: Maybe<Scalars['String']['output']>;
  ksefStatusCode?: Maybe<Scalars['Int']['output']>;
  /** What went wrong last; KSeF's own words for a refusal */
  lastError?: Maybe<Scalars['String']['output']>;
  /** When a queued invoice is tried next */
  nextAttemptAt: Scalars['DateTime']['output'];
  status: KsefSubmissionStatus;
  updatedAt: Scalars['DateTime']['output'];
  /** The verification link (KOD I) printed as a QR code, in the environment it was sent to (one not sent yet: where it goes now; null while sending is off) */
  verificationUrl?: Maybe<Scalars['String']['output']>;
};

/** One page of KsefSubmission items, the latest refusal first; pass nextCursor as `after` for the next page. */
export type KsefSubmissionPage = {
  __typename?: 'KsefSubmissionPage';
  items: Array<KsefSubmission>;
  /** Null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** queued: waiting to be sent (or for its retry); sending: with KSeF, waiting for its verdict; accepted: KSeF gave it a KSeF number; rejected: KSeF (or the sender, for a seller other than KSEF_NIP) refused it */
export type KsefSubmissionStatus =
  | 'accepted'
  | 'queued'
  | 'rejected'
  | 'sending';

export type LoginUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Parkings of one cell of a busy tile's 8 × 8 grid */
export type MapCluster = {
  __typename?: 'MapCluster';
  east: Scalars['Float']['output'];
  /** Of them, free for the window (as MapParking) */
  freeParkings: Scalars['Int']['output'];
  /** Free spots of its parkings, summed */
  freeSpots: Scalars['Int']['output'];
  /** The mean position of its parkings */
  latitude: Scalars['Float']['output'];
  /** The mean position of its parkings */
  longitude: Scalars['Float']['output'];
  /** The box of its parkings, to zoom onto them */
  north: Scalars['Float']['output'];
  /** Active parkings in the cell (2 or more) */
  parkings: Scalars['Int']['output'];
  south: Scalars['Float']['output'];
  west: Scalars['Float']['output'];
};

/** An active parking on the map: where it is and whether a spot is free in the asked window. */
export type MapParking = {
  __typename?: 'MapParking';
  /** The basic address as one line, e.g. "Marszałkowska 10, Warszawa" */
  address: Scalars['String']['output'];
  /** free: some spot (not deleted) is not held in [startAt, endAt + 5 min) and the parking is open the whole window */
  availability: ParkingAvailability;
  /** Spots not held in [startAt, endAt + 5 min); 0 while the parking is closed in the window */
  freeSpots: Scalars['Int']['output'];
  hasRestrictions: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Public identifier, for links to /{identifier} */
  identifier: Scalars['String']['output'];
  /** Degrees, to 6 decimal places (about 11 cm) */
  latitude: Scalars['Float']['output'];
  /** Degrees, to 6 decimal places (about 11 cm) */
  longitude: Scalars['Float']['output'];
  /** cm; null without a limit */
  maxHeight?: Maybe<Scalars['Int']['output']>;
  /** cm; null without a limit */
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** cm; null without a limit */
  maxWidth?: Maybe<Scalars['Int']['output']>;
  /** Spots that are not deleted */
  totalSpots: Scalars['Int']['output'];
};

/** One tile of the map: its parkings from zoom 14, or with at most 250 of them; otherwise parkings grouped in clusters, a cell of one parking giving that parking. */
export type MapTile = {
  __typename?: 'MapTile';
  clusters: Array<MapCluster>;
  /** From north-west; a parking on an edge belongs to the tile east or south of it */
  parkings: Array<MapParking>;
  x: Scalars['Int']['output'];
  y: Scalars['Int']['output'];
  z: Scalars['Int']['output'];
};

/** A Web Mercator tile (z from 8 to 17; x and y from 0 to 2^z - 1, x eastwards and y southwards) and a time window (at most the longest stay, RESERVATION_MAX_DAYS) */
export type MapTileInput = {
  /** After startAt */
  endAt: Scalars['DateTime']['input'];
  /** Only parkings with a spot that has all of them; only such spots are counted */
  features?: InputMaybe<Array<SpotFeature>>;
  /** Vehicle height, cm: only parkings without a lower limit */
  maxHeight?: InputMaybe<Scalars['Int']['input']>;
  /** Vehicle length, cm: only parkings without a lower limit */
  maxLength?: InputMaybe<Scalars['Int']['input']>;
  /** Vehicle width, cm: only parkings without a lower limit */
  maxWidth?: InputMaybe<Scalars['Int']['input']>;
  startAt: Scalars['DateTime']['input'];
  x: Scalars['Int']['input'];
  y: Scalars['Int']['input'];
  z: Scalars['Int']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Joins the organization as a member; only the account with the invited e-mail address may. */
  acceptOrganizationInvitation: Organization;
  activateParking: Parking;
  /** Assigns the ticket to you (toMe) or to nobody. Admins. */
  assignTicket: Ticket;
  /** Cancels your reservation before its start; paid money goes back to your balance. */
  cancelReservation: Reservation;
  /** Cancels the reported stay with a full refund (the way it was paid) and resolves the ticket. The reporter. */
  cancelStayWithRefund: Ticket;
  changePassword: TokenPayload;
  /** Finishes your active reservation now; leave the spot within 5 minutes. */
  completeReservation: Reservation;
  completeSocialSignUp: TokenPayload;
  /** Admins: the bank executed the file; its payouts still under way complete. Confirming twice is harmless. */
  confirmPayoutBatch: PayoutBatch;
  createBankAccount: BankAccount;
  createBillingAccount: BillingAccount;
  /** Creates an active organization; the creator becomes its admin. */
  createOrganization: Organization;
  /** Creates a parking waiting for verification, with a generated identifier. */
  createParking: Parking;
  /** Adds an address; a parking has one basic address (a second one is refused on type). */
  createParkingAddress: ParkingAddress;
  /** Admins: puts every payout waiting for a transfer file (at most 500) into a new file. */
  createPayoutBatch: PayoutBatch;
  /** Adds a price list. A parking's first list becomes its basic list: it applies around the clock, so its days and hours may be omitted and are stored as every day 00:00–00:00 whatever is sent. Every further list needs days or events and both hours. */
  createPriceList: PriceList;
  /** Holds a spot while you pay its order with payOrder(orderId) (hold minutes from the configuration). */
  createReservation: ReservationPayload;
  createSpot: Spot;
  /** Adds spots from a numbering template, all or nothing (at most 500; no number may exist yet). */
  createSpots: Array<Spot>;
  /** Opens a ticket (GraphQL multipart request for photos). A parking ticket names its parking by identifier or through a reservation; "report a problem" links one of your reservations with a reason. */
  createTicket: Ticket;
  /** Places a wallet top-up order for one of your billing accounts; pay it with payOrder. */
  createTopUp: Order;
  createUnavailability: Unavailability;
  /** Adds a vehicle; the first one becomes the default. */
  createVehicle: Vehicle;
  deactivateParking: Parking;
  /** Deletes a bank account and answers its id; billing accounts that used it are left without one. */
  deleteBankAccount: Scalars['ID']['output'];
  /** Deletes a billing account and answers its id; if it was the default, the newest remaining one becomes it. */
  deleteBillingAccount: Scalars['ID']['output'];
  /** Forgets a saved BLIK entry and answers its id. */
  deleteBlikAlias: Scalars['ID']['output'];
  /** Deletes a photo and answers its id; if it was primary, the next one becomes primary. */
  deleteImage: Scalars['ID']['output'];
  /** Deletes an address and answers its id; the basic address of an active parking stays. */
  deleteParkingAddress: Scalars['ID']['output'];
  /** Deletes a price list and answers its id. The basic list can be deleted only when it is the last list, and never from an active parking. */
  deletePriceList: Scalars['ID']['output'];
  /** Stops reminders on one of the viewer's browsers; an unknown endpoint is no error. */
  deletePushSubscription: StatusPayload;
  /** Deletes a spot and answers its id; refused while reservations hold it in the future. */
  deleteSpot: Scalars['ID']['output'];
  /** Deletes an unavailability and answers its id. */
  deleteUnavailability: Scalars['ID']['output'];
  /** Holds more time on the same spot for your active reservation; pay the extension order with payOrder(orderId). When the extension costs nothing the end moves at once and order is the reservation’s latest paid order. */
  extendReservation: ReservationPayload;
  forgotPassword: StatusPayload;
  /** Refunds the driver of a compensation ticket's stay the way they paid (BLIK / bank account or balance), once per ticket, at most what is refundable; borne by the platform or by the owner. Admins. */
  grantTicketRefund: Ticket;
  impersonateUser: TokenPayload;
  /** E-mails a 7-day, single-use invitation link (admins); inviting the same address again replaces the open invitation. */
  inviteOrganizationMember: Organization;
  /** Leaves the organization and answers its id; its last admin cannot leave. */
  leaveOrganization: Scalars['ID']['output'];
  loginUser: TokenPayload;
  logoutUser: StatusPayload;
  /** Moves a ticket to a status its allowedStatuses lists: close, reopen, resolve (with an outcome)… */
  moveTicket: Ticket;
  /** Pays one of the viewer's placed orders; BLIK and online payments finish asynchronously (see status, redirectUrl). */
  payOrder: Payment;
  refreshToken: TokenPayload;
  registerUser: RegisterUserPayload;
  /** Admin only: refuses a waiting bank account with a reason its owner sees and receives by e-mail. */
  rejectBankAccount: BankAccount;
  /** Admin: refuses the parking with a reason its owner sees and receives by e-mail. */
  rejectParking: Parking;
  /** Removes a member (admins); the last admin cannot be removed. */
  removeOrganizationMember: Organization;
  /** Puts a subject's photos in a new order; imageIds must be exactly its photos. Answers them in display order. */
  reorderImages: Array<Image>;
  /** Writes to a ticket’s thread (photos by multipart request); internal notes are for admins. Settled tickets take no replies until reopened. */
  replyToTicket: Ticket;
  /** Sends the parking for verification; needs a basic address, a spot and a basic price list. */
  requestParkingVerification: Parking;
  /** Withdraws from the balance to one of your verified bank accounts (fee shown by payoutQuote). */
  requestPayout: Payout;
  resendVerificationCode: StatusPayload;
  resetPassword: StatusPayload;
  /** Corrects a waiting or rejected bank account (number and name); it waits for verification again. */
  resubmitBankAccount: BankAccount;
  /** Admins: sends an invoice KSeF refused again, with the same XML, after the cause was fixed. */
  retryKsefSubmission: KsefSubmission;
  /** Admins: the bank refused one transfer of a file not yet confirmed; the money and fee go back to the owner's balance. */
  returnBatchPayout: PayoutBatch;
  /** Withdraws an invitation that has not been accepted (admins). */
  revokeOrganizationInvitation: Organization;
  /** Lets this browser take reminders as notifications (after the person allowed them in the browser). */
  savePushSubscription: StatusPayload;
  /** Makes this bank account the default; the previous default stops being one. */
  setDefaultBankAccount: BankAccount;
  /** Makes this billing account the default; the previous default stops being one. */
  setDefaultBillingAccount: BillingAccount;
  /** Makes this vehicle the default; the previous default stops being one. */
  setDefaultVehicle: Vehicle;
  /** Makes a member an admin or an admin a member again (admins); the last admin cannot be made a member. */
  setOrganizationMemberRole: Organization;
  /** Makes the photo its subject's primary one; the previous primary stops being one. */
  setPrimaryImage: Image;
  /** Sets when reminders come: 5, 10 or 15 minutes before, or null for no reminders. */
  setReminderMinutes: User;
  /** Changes the priority. Admins. */
  setTicketPriority: Ticket;
  socialSignIn: SocialSignInPayload;
  startSocialSignIn: SocialSignInStart;
  stopImpersonating: StatusPayload;
  /** Moves the reported stay to Ticket.remedies' free spot for the rest of its time. The reporter. */
  takeOtherSpot: Ticket;
  /** Replaces the fields; isDefault false does not unset the default (choose another account instead). */
  updateBillingAccount: BillingAccount;
  /** Replaces the name, description and type (admins). */
  updateOrganization: Organization;
  updateParking: Parking;
  /** Replaces the fields; the type may change unless it breaks the one-basic-address rule. */
  updateParkingAddress: ParkingAddress;
  /** Replaces the fields of a price list; the basic list stays basic and around the clock. */
  updatePriceList: PriceList;
  updateProfile: User;
  updateSpot: Spot;
  updateUnavailability: Unavailability;
  /** Replaces the fields; isDefault false does not unset the default (choose another vehicle instead). */
  updateVehicle: Vehicle;
  /** Adds photos (GraphQL multipart request), all or nothing: a refused file stores nothing and is named in the error (validation under files.<index>). The first photo of a subject becomes primary. Answers the new photos. */
  uploadImages: Array<Image>;
  /** Admin only: a waiting bank account becomes verified; its owner is e-mailed. */
  verifyBankAccount: BankAccount;
  verifyEmail: TokenPayload;
  /** Admin: the parking goes live and its owner is e-mailed. */
  verifyParking: Parking;
};


export type MutationAcceptOrganizationInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationActivateParkingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAssignTicketArgs = {
  ticketId: Scalars['ID']['input'];
  toMe: Scalars['Boolean']['input'];
};


export type MutationCancelReservationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelStayWithRefundArgs = {
  ticketId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCompleteReservationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCompleteSocialSignUpArgs = {
  input: CompleteSocialSignUpInput;
};


export type MutationConfirmPayoutBatchArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateBankAccountArgs = {
  input: BankAccountInput;
};


export type MutationCreateBillingAccountArgs = {
  input: BillingAccountInput;
};


export type MutationCreateOrganizationArgs = {
  input: OrganizationInput;
};


export type MutationCreateParkingArgs = {
  input: ParkingInput;
};


export type MutationCreateParkingAddressArgs = {
  input: ParkingAddressInput;
};


export type MutationCreatePriceListArgs = {
  input: PriceListInput;
};


export type MutationCreateReservationArgs = {
  input: CreateReservationInput;
};


export type MutationCreateSpotArgs = {
  input: CreateSpotInput;
};


export type MutationCreateSpotsArgs = {
  input: CreateSpotsInput;
};


export type MutationCreateTicketArgs = {
  input: TicketInput;
};


export type MutationCreateTopUpArgs = {
  input: CreateTopUpInput;
};


export type MutationCreateUnavailabilityArgs = {
  input: UnavailabilityInput;
};


export type MutationCreateVehicleArgs = {
  input: VehicleInput;
};


export type MutationDeactivateParkingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBankAccountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBillingAccountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBlikAliasArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteImageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteParkingAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePriceListArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePushSubscriptionArgs = {
  endpoint: Scalars['String']['input'];
};


export type MutationDeleteSpotArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUnavailabilityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExtendReservationArgs = {
  input: ExtendReservationInput;
};


export type MutationForgotPasswordArgs = {
  input: EmailInput;
};


export type MutationGrantTicketRefundArgs = {
  input: TicketRefundInput;
};


export type MutationImpersonateUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationInviteOrganizationMemberArgs = {
  input: InviteOrganizationMemberInput;
};


export type MutationLeaveOrganizationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginUserArgs = {
  input: LoginUserInput;
};


export type MutationMoveTicketArgs = {
  input: TicketMoveInput;
};


export type MutationPayOrderArgs = {
  input: PayOrderInput;
};


export type MutationRegisterUserArgs = {
  input: RegisterUserInput;
};


export type MutationRejectBankAccountArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRejectParkingArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRemoveOrganizationMemberArgs = {
  organizationId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationReorderImagesArgs = {
  input: ReorderImagesInput;
};


export type MutationReplyToTicketArgs = {
  input: TicketReplyInput;
};


export type MutationRequestParkingVerificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestPayoutArgs = {
  input: RequestPayoutInput;
};


export type MutationResendVerificationCodeArgs = {
  input: EmailInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationResubmitBankAccountArgs = {
  id: Scalars['ID']['input'];
  input: BankAccountInput;
};


export type MutationRetryKsefSubmissionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReturnBatchPayoutArgs = {
  payoutId: Scalars['ID']['input'];
};


export type MutationRevokeOrganizationInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSavePushSubscriptionArgs = {
  input: PushSubscriptionInput;
};


export type MutationSetDefaultBankAccountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetDefaultBillingAccountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetDefaultVehicleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetOrganizationMemberRoleArgs = {
  input: SetOrganizationMemberRoleInput;
};


export type MutationSetPrimaryImageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetReminderMinutesArgs = {
  minutes?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSetTicketPriorityArgs = {
  priority: TicketPriority;
  ticketId: Scalars['ID']['input'];
};


export type MutationSocialSignInArgs = {
  input: SocialSignInInput;
};


export type MutationStartSocialSignInArgs = {
  input: StartSocialSignInInput;
};


export type MutationTakeOtherSpotArgs = {
  ticketId: Scalars['ID']['input'];
};


export type MutationUpdateBillingAccountArgs = {
  id: Scalars['ID']['input'];
  input: BillingAccountInput;
};


export type MutationUpdateOrganizationArgs = {
  id: Scalars['ID']['input'];
  input: OrganizationInput;
};


export type MutationUpdateParkingArgs = {
  id: Scalars['ID']['input'];
  input: ParkingInput;
};


export type MutationUpdateParkingAddressArgs = {
  id: Scalars['ID']['input'];
  input: ParkingAddressInput;
};


export type MutationUpdatePriceListArgs = {
  id: Scalars['ID']['input'];
  input: PriceListInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateSpotArgs = {
  id: Scalars['ID']['input'];
  input: SpotInput;
};


export type MutationUpdateUnavailabilityArgs = {
  id: Scalars['ID']['input'];
  input: UnavailabilityInput;
};


export type MutationUpdateVehicleArgs = {
  id: Scalars['ID']['input'];
  input: VehicleInput;
};


export type MutationUploadImagesArgs = {
  input: UploadImagesInput;
};


export type MutationVerifyBankAccountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationVerifyEmailArgs = {
  input: VerifyEmailInput;
};


export type MutationVerifyParkingArgs = {
  id: Scalars['ID']['input'];
};

/** Something a user bought. Amounts are integer grosze; prices are gross, VAT split on the line total. */
export type Order = {
  __typename?: 'Order';
  /** Null once the billing account is deleted */
  billingAccountId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  grossAmount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  netAmount: Scalars['Int']['output'];
  /** PS/YYYY/MM/NNNNNN, sequential per Warsaw month */
  number: Scalars['String']['output'];
  /** Every attempt to pay this order, oldest first */
  payments: Array<Payment>;
  product: Product;
  quantity: Scalars['Int']['output'];
  /** The reservation this order pays for (its booking or an extension), as reservation(id) shows it; null for a top-up. */
  reservation?: Maybe<Reservation>;
  /** The reservation a reservation or extension order pays for (reservation(id)); null for other products */
  reservationId?: Maybe<Scalars['ID']['output']>;
  status: OrderStatus;
  /** What the buyer pays: the gross amount */
  total: Scalars['Int']['output'];
  unitGross: Scalars['Int']['output'];
  vatAmount: Scalars['Int']['output'];
  /** Percent; null outside VAT (top-ups) */
  vatRate?: Maybe<Scalars['Int']['output']>;
};

/** One page of Order items, newest first; pass nextCursor as `after` for the next page. */
export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<Order>;
  /** Null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** placed → paid → fulfilled → completed, or canceled */
export type OrderStatus =
  | 'canceled'
  | 'completed'
  | 'fulfilled'
  | 'paid'
  | 'placed';

/** A housing community, company or other group whose members share parkings; only members see it. */
export type Organization = {
  __typename?: 'Organization';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Invitations that can still be accepted; only admins see them (empty for members) */
  invitations: Array<OrganizationInvitation>;
  memberCount: Scalars['Int']['output'];
  /** Admins first, then by name */
  members: Array<OrganizationMember>;
  /** The signed-in user's role */
  myRole: OrganizationRole;
  name: Scalars['String']['output'];
  status: OrganizationStatus;
  type: OrganizationType;
};

export type OrganizationInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** community, company or other */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** An invitation that can still be accepted, as its organization’s admins see it. */
export type OrganizationInvitation = {
  __typename?: 'OrganizationInvitation';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
};

export type OrganizationInvitationState =
  | 'accepted'
  | 'expired'
  | 'pending'
  | 'revoked';

/** What an invitation link is about, for the person who opened it. */
export type OrganizationInvitationSummary = {
  __typename?: 'OrganizationInvitationSummary';
  /** The invited address; only its account may accept */
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  inviterName?: Maybe<Scalars['String']['output']>;
  organizationName: Scalars['String']['output'];
  state: OrganizationInvitationState;
};

export type OrganizationMember = {
  __typename?: 'OrganizationMember';
  joinedAt: Scalars['DateTime']['output'];
  role: OrganizationRole;
  user: OrganizationMemberUser;
};

/** A member as the other members of the organization see them. */
export type OrganizationMemberUser = {
  __typename?: 'OrganizationMemberUser';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type OrganizationRole =
  | 'admin'
  | 'member';

export type OrganizationStatus =
  | 'active'
  | 'inactive'
  | 'pending';

export type OrganizationType =
  | 'community'
  | 'company'
  | 'other';

/** An owner's parking. The name is visible only to those who manage it; the public sees the identifier. */
export type Parking = {
  __typename?: 'Parking';
  /** Gate code, how to enter: those who manage the parking only (null for those who just view it); drivers get it on a paid reservation, around their stay (Reservation.accessInstructions) */
  accessInstructions?: Maybe<Scalars['String']['output']>;
  /** The basic address first, then entries, then exits. */
  addresses: Array<ParkingAddress>;
  /** Where the parking is on the map; null until the owner adds it. */
  basicAddress?: Maybe<ParkingAddress>;
  /** The owner's billing account; null for those who only view the parking */
  billingAccount?: Maybe<BillingAccount>;
  /** Whether the viewer may change it (its owner or an admin of its organization) */
  canManage: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  hasRestrictions: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Public, ^[A-Z]{3}-[A-Z0-9]{4,6}$, never reused */
  identifier: Scalars['String']['output'];
  /** Photos, the primary first, then in the owner’s order */
  images: Array<Image>;
  maxHeightCm?: Maybe<Scalars['Int']['output']>;
  maxLengthCm?: Maybe<Scalars['Int']['output']>;
  maxWidthCm?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  organization?: Maybe<Organization>;
  /** Admins only (the verification queue); null for everyone else */
  owner?: Maybe<ParkingOwner>;
  /** The basic list first, then the others in the order they were added. */
  priceLists: Array<PriceList>;
  readiness: ParkingReadiness;
  rejectionReason?: Maybe<Scalars['String']['output']>;
  spotCount: Scalars['Int']['output'];
  /** In natural order: A-2 before A-10 */
  spots: Array<Spot>;
  status: ParkingStatus;
  timeZone: Scalars['String']['output'];
  /** Recurring closures in the order they were added; none means open 24/7. */
  unavailabilities: Array<Unavailability>;
  updatedAt: Scalars['DateTime']['output'];
  verificationRequestedAt?: Maybe<Scalars['DateTime']['output']>;
  verifiedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Where a parking is (basic), or where drivers enter or leave it. */
export type ParkingAddress = {
  __typename?: 'ParkingAddress';
  city: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2, PL by default */
  country: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Photos, the primary first, then in the owner’s order */
  images: Array<Image>;
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  number?: Maybe<Scalars['String']['output']>;
  /** NN-NNN in Poland */
  postcode?: Maybe<Scalars['String']['output']>;
  /** Voivodeship (województwo) in Poland */
  region?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  type: AddressType;
  updatedAt: Scalars['DateTime']['output'];
};

export type ParkingAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2; PL when empty */
  country?: InputMaybe<Scalars['String']['input']>;
  /** -90 to 90 */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** -180 to 180 */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  /** Required to create; when editing it may be left out (an address never moves) */
  parkingId?: InputMaybe<Scalars['ID']['input']>;
  /** NN-NNN when the country is PL */
  postcode?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<AddressType>;
};

/** free: a spot can be reserved for the whole window; full: every spot is held, or the parking is closed during part of it */
export type ParkingAvailability =
  | 'free'
  | 'full';

export type ParkingInput = {
  /** At most 1000 characters; shown only to drivers with a paid reservation, around their stay */
  accessInstructions?: InputMaybe<Scalars['String']['input']>;
  /** One of the caller's billing accounts */
  billingAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** When true, at least one maximum size is required */
  hasRestrictions?: InputMaybe<Scalars['Boolean']['input']>;
  maxHeightCm?: InputMaybe<Scalars['Int']['input']>;
  maxLengthCm?: InputMaybe<Scalars['Int']['input']>;
  maxWidthCm?: InputMaybe<Scalars['Int']['input']>;
  /** Visible only to those who manage the parking; at most 100 characters */
  name?: InputMaybe<Scalars['String']['input']>;
  /** At most 1000 characters */
  note?: InputMaybe<Scalars['String']['input']>;
  /** An organization in which the caller is an administrator */
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};

/** Who owns a parking, as the admin verification queue shows it */
export type ParkingOwner = {
  __typename?: 'ParkingOwner';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One page of Parking items, in the order its field gives; pass nextCursor as `after` for the next page. */
export type ParkingPage = {
  __typename?: 'ParkingPage';
  items: Array<Parking>;
  /** Null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** What a parking needs before it can be sent for verification */
export type ParkingReadiness = {
  __typename?: 'ParkingReadiness';
  hasBasicAddress: Scalars['Boolean']['output'];
  hasBasicPriceList: Scalars['Boolean']['output'];
  hasSpots: Scalars['Boolean']['output'];
  ready: Scalars['Boolean']['output'];
};

/** One Warsaw month of a parking’s money, from the ledger: its stays’ fees, Parkshare’s commission, the refunds the owner bore and what reached the balance (grosze; commission and refunds as positive numbers). */
export type ParkingStatementMonth = {
  __typename?: 'ParkingStatementMonth';
  /** False while the month runs: its figures are so far */
  closed: Scalars['Boolean']['output'];
  /** Parkshare’s commission kept (23 % VAT included) */
  commission: Scalars['Int']['output'];
  /** The correction of earlier commission invoices for the month’s refunds (its buyer only) */
  commissionCorrection?: Maybe<StatementInvoice>;
  /** The commission VAT invoice carrying the month (its buyer only; VAT-registered owners) */
  commissionInvoice?: Maybe<StatementInvoice>;
  /** Commission given back with them */
  commissionReturned: Scalars['Int']['output'];
  csv: StatementFile;
  currency: Scalars['String']['output'];
  /** The stays’ fees credited */
  earnings: Scalars['Int']['output'];
  /** YYYY-MM (Europe/Warsaw) */
  month: Scalars['String']['output'];
  /** What the parking added to the owner’s balance (may be negative) */
  net: Scalars['Int']['output'];
  pdf: StatementFile;
  /** Taken back for refunds at the owner’s cost */
  refundsBorne: Scalars['Int']['output'];
  /** Refunds on tickets borne by the owner */
  reversals: Scalars['Int']['output'];
  /** Completed stays credited in the month */
  stays: Scalars['Int']['output'];
};

/** One page of ParkingStatementMonth items, newest first; pass nextCursor as `after` for the next page. */
export type ParkingStatementMonthPage = {
  __typename?: 'ParkingStatementMonthPage';
  items: Array<ParkingStatementMonth>;
  /** Null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** pending_verification on creation; active parkings are public and bookable */
export type ParkingStatus =
  | 'active'
  | 'inactive'
  | 'pending_verification'
  | 'rejected_verification';

/** A viewport (degrees; at most 2° north–south and east–west, south <= north, west <= east) and a time window (at most the longest stay, RESERVATION_MAX_DAYS) */
export type ParkingsInAreaInput = {
  east: Scalars['Float']['input'];
  /** After startAt */
  endAt: Scalars['DateTime']['input'];
  /** Vehicle height, cm: only parkings without a lower limit */
  maxHeight?: InputMaybe<Scalars['Int']['input']>;
  /** Vehicle length, cm: only parkings without a lower limit */
  maxLength?: InputMaybe<Scalars['Int']['input']>;
  /** Vehicle width, cm: only parkings without a lower limit */
  maxWidth?: InputMaybe<Scalars['Int']['input']>;
  north: Scalars['Float']['input'];
  south: Scalars['Float']['input'];
  startAt: Scalars['DateTime']['input'];
  west: Scalars['Float']['input'];
};

export type PayOrderInput = {
  /** BLIK: the payer ticked the gateway's terms on Parkshare's page; required when GET /api/config names payments.blikTerms */
  acceptGatewayTerms?: InputMaybe<Scalars['Boolean']['input']>;
  /** BLIK without code: one of me.blik */
  blikAliasId?: InputMaybe<Scalars['ID']['input']>;
  /** BLIK: the 6-digit code from the bank app */
  blikCode?: InputMaybe<Scalars['String']['input']>;
  /** Client-generated; a retry with the same key returns the first payment */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  method?: InputMaybe<PaymentMethod>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** BLIK: offer to save this shop in the bank app */
  saveBlikAlias?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One attempt at paying an order. */
export type Payment = {
  __typename?: 'Payment';
  /** Grosze */
  amount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** Null until the payment succeeded */
  document?: Maybe<PaymentDocument>;
  /** Why it failed: declined, expired, cancelled, already_used, timeout, rejected, alias_unknown, gateway_error, not_started */
  failureCode?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  method: PaymentMethod;
  /** A monthly-billed purchase's monthly invoice (issued or due); null for any other payment */
  monthlyInvoice?: Maybe<PaymentMonthlyInvoice>;
  order: Order;
  orderId: Scalars['ID']['output'];
  /** Online payments: the gateway's page to send the person to, while the payment waits for them */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  /** What was refunded of it, oldest first: back to the BLIK / bank account that paid, or to the balance (at most a handful: a cancellation, late payment or ticket refund each once) */
  refunds: Array<Refund>;
  status: PaymentStatus;
  updatedAt: Scalars['DateTime']['output'];
};

/** A PDF: a receipt, or a VAT invoice (per payment, monthly, or a correction). */
export type PaymentDocument = {
  __typename?: 'PaymentDocument';
  fileName: Scalars['String']['output'];
  /** receipt | vat_invoice | monthly_invoice | correction */
  kind: Scalars['String']['output'];
  /** The invoice's number in KSeF, the national e-invoice system, once KSeF accepted it; null before, for a receipt, and for an invoice not for KSeF */
  ksefNumber?: Maybe<Scalars['String']['output']>;
  /** Invoices: FV/YYYY/MM/NNNNNN (KOR/… corrections); receipts: the order number */
  number: Scalars['String']['output'];
  /** GET with the owner's Bearer token; answers application/pdf as an attachment */
  url: Scalars['String']['output'];
};

/** SPEC §9: BLIK code, BLIK without code (a saved shop), online redirect payment, the balance (product account) */
export type PaymentMethod =
  | 'BLIK'
  | 'BLIK_ALIAS'
  | 'ONLINE'
  | 'WALLET';

/** The monthly VAT invoice that carries a monthly-billed purchase (decision 083). */
export type PaymentMonthlyInvoice = {
  __typename?: 'PaymentMonthlyInvoice';
  /** The invoice once issued; null before */
  document?: Maybe<PaymentDocument>;
  /** YYYY-MM-DD: the 1st of the next month, when it is issued */
  issueDate: Scalars['String']['output'];
  /** The Warsaw month of the purchase, YYYY-MM */
  month: Scalars['String']['output'];
};

/** One page of Payment items, newest first; pass nextCursor as `after` for the next page. */
export type PaymentPage = {
  __typename?: 'PaymentPage';
  items: Array<Payment>;
  /** Null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** pending → created → processing → succeeded | failed */
export type PaymentStatus =
  | 'created'
  | 'failed'
  | 'pending'
  | 'processing'
  | 'succeeded';

/** Money sent from the balance to a bank account. Amounts are integer grosze. */
export type Payout = {
  __typename?: 'Payout';
  /** The IBAN the money went to, in groups of four */
  accountNumber: Scalars['String']['output'];
  /** What reaches the bank account */
  amount: Scalars['Int']['output'];
  /** Null once the bank account is deleted */
  bankAccountId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** The gateway's reason when it failed */
  failureCode?: Maybe<Scalars['String']['output']>;
  /** Taken from the balance on top of the amount */
  fee: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: PayoutKind;
  status: PayoutStatus;
};

/** A bank transfer file of payouts (Elixir-O, Windows-1250), imported by the operator in the bank. */
export type PayoutBatch = {
  __typename?: 'PayoutBatch';
  /** The Parkshare account the transfers leave from */
  accountNumber: Scalars['String']['output'];
  confirmedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  fileName: Scalars['String']['output'];
  fileUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** WYP/YYYY/MM/NNNN */
  number: Scalars['String']['output'];
  payoutCount: Scalars['Int']['output'];
  /** Its transfers, in file order */
  payouts: Array<BatchPayout>;
  status: PayoutBatchStatus;
  /** Grosze */
  total: Scalars['Int']['output'];
};

/** One page of PayoutBatch items, newest first; pass nextCursor as `after` for the next page. */
export type PayoutBatchPage = {
  __typename?: 'PayoutBatchPage';
  items: Array<PayoutBatch>;
  /** Null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** open: made, waiting for the bank; confirmed: the bank executed it, its payouts are completed */
export type PayoutBatchStatus =
  | 'confirmed'
  | 'open';

/** on_demand (asked for; the first of a month free, then 1 PLN) or monthly (last month's earnings, free) */
export type PayoutKind =
  | 'monthly'
  | 'on_demand';

/** One page of Payout items, newest first; pass nextCursor as `after` for the next page. */
export type PayoutPage = {
  __typename?: 'PayoutPage';
  items: Array<Payout>;
  /** Null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** What the withdraw dialog shows before confirming. */
export type PayoutQuote = {
  __typename?: 'PayoutQuote';
  automaticPayout: AutomaticPayout;
  defaultBankAccount?: Maybe<BankAccount>;
  /** The fee of the next on-demand payout, grosze */
  fee: Scalars['Int']['output'];
  /** Free on-demand payouts left this month (Europe/Warsaw) */
  freePayoutsLeft: Scalars['Int']['output'];
  /** The most that can be withdrawn now: balance − fee, at least 0 */
  maxAmount: Scalars['Int']['output'];
};

/** pending (booked) → processing (at the gateway) → completed, or failed (money and fee back to the balance) */
export type PayoutStatus =
  | 'completed'
  | 'failed'
  | 'pending'
  | 'processing';

/** How payouts reach banks, and what waits for a transfer file. */
export type PayoutTransfers = {
  __typename?: 'PayoutTransfers';
  /** The Parkshare account a new file's transfers leave from; null when the gateway sends payouts */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** Payouts waiting for a transfer file */
  awaitingCount: Scalars['Int']['output'];
  /** What they come to, grosze */
  awaitingTotal: Scalars['Int']['output'];
  via: PayoutsVia;
};

/** gateway: the payment gateway sends payouts; bank_file: an admin makes transfer files for the bank */
export type PayoutsVia =
  | 'bank_file'
  | 'gateway';

/** How a parking charges. A stay is billed in settlement periods from its start: the first period at firstPeriodPrice, every further started period at nextPeriodPrice; of the lists that apply at the start, the highest total is charged. The basic list applies around the clock. */
export type PriceList = {
  __typename?: 'PriceList';
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** The list applies when the stay starts on one of these days or events */
  days: Array<DayOrEvent>;
  /** 'HH:MM'; equal to startHour means around the clock */
  endHour: Scalars['String']['output'];
  /** Grosze */
  firstPeriodPrice: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The parking's first list: applies around the clock on every day; days and hours are not used */
  isBasic: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Grosze, for every further started period */
  nextPeriodPrice: Scalars['Int']['output'];
  settlementPeriod: SettlementPeriod;
  /** 'HH:MM' Polish time; an end before the start crosses midnight */
  startHour: Scalars['String']['output'];
};

export type PriceListInput = {
  /** At least one, except for the basic list (may be omitted there; ignored) */
  days?: InputMaybe<Array<DayOrEvent>>;
  /** 'HH:MM'; required except for the basic list (may be omitted there; ignored) */
  endHour?: InputMaybe<Scalars['String']['input']>;
  /** Grosze, from 100 up to the limit of the settlement period (decision 068) */
  firstPeriodPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Up to 100 characters */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Grosze, from 100 up to the limit of the settlement period (decision 068) */
  nextPeriodPrice?: InputMaybe<Scalars['Int']['input']>;
  parkingId?: InputMaybe<Scalars['ID']['input']>;
  settlementPeriod?: InputMaybe<SettlementPeriod>;
  /** 'HH:MM'; required except for the basic list (may be omitted there; ignored) */
  startHour?: InputMaybe<Scalars['String']['input']>;
};

export type ProblemReason =
  | 'charged_wrongly'
  | 'could_not_enter'
  | 'not_as_described'
  | 'other'
  | 'spot_occupied';

/** What an order sells: a wallet top-up, a reservation or its extension */
export type Product =
  | 'reservation'
  | 'reservation_extension'
  | 'top_up';

export type PublicAddress = {
  __typename?: 'PublicAddress';
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  images: Array<PublicImage>;
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  number?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  region?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
};

export type PublicAvailability = {
  __typename?: 'PublicAvailability';
  availableSpots: Scalars['Int']['output'];
  state: PublicAvailabilityState;
  totalSpots: Scalars['Int']['output'];
};

/** free: at least one spot is available now; full: none is; closed: a cyclic unavailability applies now */
export type PublicAvailabilityState =
  | 'closed'
  | 'free'
  | 'full';

export type PublicImage = {
  __typename?: 'PublicImage';
  isPrimary: Scalars['Boolean']['output'];
  thumbnailUrl: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** An active parking as anyone sees it; never the owner-only name, billing account or owner */
export type PublicParking = {
  __typename?: 'PublicParking';
  address?: Maybe<PublicAddress>;
  availability: PublicAvailability;
  entryAddress?: Maybe<PublicAddress>;
  exitAddress?: Maybe<PublicAddress>;
  /** Every feature some spot of the parking has */
  features: Array<SpotFeature>;
  identifier: Scalars['String']['output'];
  /** Primary first */
  images: Array<PublicImage>;
  note?: Maybe<Scalars['String']['output']>;
  /** Basic first */
  priceLists: Array<PublicPriceList>;
  restrictions: PublicRestrictions;
  /** In natural order (A-2 before A-10) */
  spots: Array<PublicParkingSpot>;
  unavailabilities: Array<PublicUnavailability>;
};

/** A spot as listed on the public parking page */
export type PublicParkingSpot = {
  __typename?: 'PublicParkingSpot';
  features: Array<SpotFeature>;
  hasRestrictions: Scalars['Boolean']['output'];
  images: Array<PublicImage>;
  number: Scalars['String']['output'];
  state: PublicSpotState;
};

export type PublicPriceList = {
  __typename?: 'PublicPriceList';
  currency: Scalars['String']['output'];
  /** Weekdays (mon…sun) and events (holiday, long_weekend, new_year) */
  days: Array<Scalars['String']['output']>;
  /** HH:MM; before startHour crosses midnight, equal means all day */
  endHour: Scalars['String']['output'];
  /** Integer grosze */
  firstPeriodPrice: Scalars['Int']['output'];
  /** The basic list applies around the clock */
  isBasic: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Integer grosze, each further started period */
  nextPeriodPrice: Scalars['Int']['output'];
  settlementPeriod: Scalars['String']['output'];
  /** HH:MM, Europe/Warsaw */
  startHour: Scalars['String']['output'];
};

export type PublicRestrictions = {
  __typename?: 'PublicRestrictions';
  hasRestrictions: Scalars['Boolean']['output'];
  maxHeightCm?: Maybe<Scalars['Int']['output']>;
  maxLengthCm?: Maybe<Scalars['Int']['output']>;
  maxWidthCm?: Maybe<Scalars['Int']['output']>;
};

/** One spot of an active parking, with the parking */
export type PublicSpot = {
  __typename?: 'PublicSpot';
  features: Array<SpotFeature>;
  hasRestrictions: Scalars['Boolean']['output'];
  images: Array<PublicImage>;
  number: Scalars['String']['output'];
  parking: PublicParking;
  state: PublicSpotState;
};

/** What a spot is doing right now */
export type PublicSpotState =
  | 'available'
  | 'occupied'
  | 'reserved';

export type PublicUnavailability = {
  __typename?: 'PublicUnavailability';
  days: Array<Scalars['String']['output']>;
  endTime: Scalars['String']['output'];
  name: Scalars['String']['output'];
  startTime: Scalars['String']['output'];
};

/** A browser's PushSubscription.toJSON(): its push service endpoint and keys.p256dh / keys.auth. */
export type PushSubscriptionInput = {
  auth?: InputMaybe<Scalars['String']['input']>;
  endpoint?: InputMaybe<Scalars['String']['input']>;
  p256dh?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** Your reservation that matters now (SPEC §7): the one waiting for payment, else the stay under way, else the nearest upcoming; null when none. */
  activeReservation?: Maybe<Reservation>;
  /** The support queue (admins), oldest first, filtered, a page at a time. */
  adminTickets: TicketPage;
  /** Admin: bank accounts waiting for verification, the longest waiting first, a page at a time. */
  bankAccountsAwaitingVerification: BankAccountVerificationRequestPage;
  /** One of the signed-in user's billing accounts; NOT_FOUND otherwise. */
  billingAccount: BillingAccount;
  /** The current session: impersonation state and expiry. */
  currentSession: Session;
  /** What extending your active reservation to endAt costs and whether that time is free. */
  extensionQuote: ExtensionQuote;
  /** Photos of a parking, an address or a spot the viewer may see, the primary first. */
  images: Array<Image>;
  /** Admins: the KSeF e-invoice queue. */
  ksefQueue: KsefQueue;
  /** Admins: invoices KSeF refused, with its reasons, the latest refusal first; retryKsefSubmission sends one again. */
  ksefRejected: KsefSubmissionPage;
  /** The active parkings whose basic address lies in the tile, free or full for [startAt, endAt), as parkingsInArea counts them. A zoom, x or y out of range is refused (field error), so is a window longer than the longest stay (endAt: reservationTooLong). Signed in. */
  mapTile: MapTile;
  /** The signed-in user. Error 'Unauthenticated.' without a valid token. */
  me: User;
  /** The signed-in user's bank accounts, the default first, then newest first. */
  myBankAccounts: Array<BankAccount>;
  /** The signed-in user's billing accounts, the default first, then newest first. */
  myBillingAccounts: Array<BillingAccount>;
  /** The signed-in user's orders, newest first, a page at a time. */
  myOrders: OrderPage;
  /** The organizations the signed-in user belongs to, by name. */
  myOrganizations: Array<Organization>;
  /** Parkings the signed-in user owns and those of their organizations, newest first, a page at a time. */
  myParkings: ParkingPage;
  /** The viewer's payments, newest first, a page at a time. */
  myPayments: PaymentPage;
  /** The signed-in user's payouts, newest first, a page at a time. */
  myPayouts: PayoutPage;
  /** Your reservations, a page at a time. live: true — waiting for payment, paid or running (several may be booked ahead), the soonest start first; false — completed, cancelled or expired, newest first; omitted — all, newest first. */
  myReservations: ReservationPage;
  /** Your tickets (reported) or those about your parkings (parkings), newest first, a page at a time. */
  myTickets: TicketPage;
  /** The signed-in user's transactions (one per payment or payout attempt), newest first, a page at a time. */
  myTransactions: TransactionPage;
  /** The signed-in user's vehicles, the default first, then newest first. */
  myVehicles: Array<Vehicle>;
  /** Every movement of the signed-in user's balance, newest first, from the ledger (payments by BLIK or transfer never touch the balance and are not here: see myPayments). */
  myWalletHistory: WalletMovementPage;
  /** One of the signed-in user's orders; NOT_FOUND otherwise. */
  order: Order;
  /** One organization of the signed-in user; NOT_FOUND for organizations they do not belong to. */
  organization?: Maybe<Organization>;
  /** What an invitation link is about (any signed-in user holding the token); NOT_FOUND for an unknown token. */
  organizationInvitation: OrganizationInvitationSummary;
  /** A parking the viewer may see; NOT_FOUND otherwise. */
  parking: Parking;
  /** One address of a parking the viewer may see; NOT_FOUND otherwise. */
  parkingAddress: ParkingAddress;
  /** Public: an active parking by its identifier (e.g. WAR-7K2P); NOT_FOUND for anything else. */
  parkingByIdentifier: PublicParking;
  /** The public page of a parking in any status, for its owner, its organization and admins (e.g. before it is verified); NOT_FOUND for everyone else. */
  parkingPreview: PublicParking;
  /** A parking's reservations for those who manage or see it (NOT_FOUND otherwise), a page at a time. live: true — waiting for payment, paid or running, the soonest start first; false — completed, cancelled or expired, newest first; omitted — all, newest first. */
  parkingReservations: ReservationPage;
  /** A parking’s monthly statements, the months with any earning or refund, newest first, a page at a time: for its owner and its organization’s admins (NOT_FOUND for anybody else, FORBIDDEN for those who only see it). */
  parkingStatements: ParkingStatementMonthPage;
  /** Admin: parkings whose owners asked for verification, the oldest request first, a page at a time. */
  parkingsAwaitingVerification: ParkingPage;
  /** Active parkings whose basic address lies in the viewport (edges included), each free or full for [startAt, endAt); at most 2000, nearest the viewport's centre first. A viewport over 2° in either direction is refused (north or east: field error), so is a window longer than the longest stay (endAt: reservationTooLong). Signed in. */
  parkingsInArea: Array<MapParking>;
  /** One of the viewer's payments (NOT_FOUND otherwise); a payment waiting too long is asked about at the gateway. */
  payment: Payment;
  /** Admins: one transfer file. */
  payoutBatch: PayoutBatch;
  /** Admins: the transfer files, newest first. */
  payoutBatches: PayoutBatchPage;
  /** The fee and the largest amount of the next payout, and where it would go. */
  payoutQuote: PayoutQuote;
  /** Admins: how payouts are sent, and how many wait for a transfer file. */
  payoutTransfers: PayoutTransfers;
  /** Prices a stay [startAt, endAt) at a spot: every price list that applies at startAt (days, events and hours in Polish time) is priced over the whole stay in settlement periods — the first at its first-period price, every further started one at its next-period price — and the highest total is charged. Any signed-in user may quote an active parking; its managers and members any of theirs. */
  quotePrice: Quote;
  /** Your reservation, or one at a parking you manage; NOT_FOUND otherwise. */
  reservation: Reservation;
  /** Which spot, whether it is free and what it costs for a window at an active parking. */
  reservationQuote: ReservationQuote;
  /** A spot of a parking the viewer may see; NOT_FOUND otherwise. */
  spot: Spot;
  /** Public: one spot of an active parking; NOT_FOUND for an unknown parking or spot. */
  spotByParkingIdentifier: PublicSpot;
  /** One spot of a parking in any status, for its owner, its organization and admins (e.g. its sign checked before the parking is verified); NOT_FOUND for everyone else. */
  spotPreview: PublicSpot;
  /** Public: what the booking presets (30 minutes, 1 hour, 2 hours) cost at an active parking for a stay starting at startAt (now when omitted, at most a year away), priced as a booking would be. NOT_FOUND for anything but an active parking; an empty list when nothing can be priced. */
  stayPrices: Array<StayPrice>;
  /** A ticket you take part in (reporter, owner of its parking, support); NOT_FOUND otherwise. */
  ticket: Ticket;
  /** The menu’s count: your tickets waiting for your answer and tickets about your parkings waiting for yours */
  ticketsAwaitingMe: Scalars['Int']['output'];
  /** Admin only: one user, for the support desk (their reservations, payments and tickets); NOT_FOUND otherwise. */
  user: User;
  /** Admin only: users, newest first, filtered by name or e-mail. */
  users: UserPage;
  /** One of the signed-in user's vehicles; NOT_FOUND otherwise. */
  vehicle: Vehicle;
};


export type QueryAdminTicketsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TicketFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBankAccountsAwaitingVerificationArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBillingAccountArgs = {
  id: Scalars['ID']['input'];
};


export type QueryExtensionQuoteArgs = {
  input: ExtendReservationInput;
};


export type QueryImagesArgs = {
  subjectId: Scalars['ID']['input'];
  subjectType: ImageSubjectType;
};


export type QueryKsefRejectedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMapTileArgs = {
  input: MapTileInput;
};


export type QueryMyOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyParkingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyPaymentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyPayoutsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyReservationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  live?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryMyTicketsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  scope?: InputMaybe<TicketScope>;
};


export type QueryMyTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyWalletHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrganizationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrganizationInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryParkingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryParkingAddressArgs = {
  id: Scalars['ID']['input'];
};


export type QueryParkingByIdentifierArgs = {
  identifier: Scalars['String']['input'];
};


export type QueryParkingPreviewArgs = {
  identifier: Scalars['String']['input'];
};


export type QueryParkingReservationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  live?: InputMaybe<Scalars['Boolean']['input']>;
  parkingId: Scalars['ID']['input'];
};


export type QueryParkingStatementsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  parkingId: Scalars['ID']['input'];
};


export type QueryParkingsAwaitingVerificationArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryParkingsInAreaArgs = {
  input: ParkingsInAreaInput;
};


export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPayoutBatchArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPayoutBatchesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryQuotePriceArgs = {
  input: QuotePriceInput;
};


export type QueryReservationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReservationQuoteArgs = {
  input: ReservationQuoteInput;
};


export type QuerySpotArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySpotByParkingIdentifierArgs = {
  identifier: Scalars['String']['input'];
  spotNumber: Scalars['String']['input'];
};


export type QuerySpotPreviewArgs = {
  identifier: Scalars['String']['input'];
  spotNumber: Scalars['String']['input'];
};


export type QueryStayPricesArgs = {
  identifier: Scalars['String']['input'];
  startAt?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryTicketArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVehicleArgs = {
  id: Scalars['ID']['input'];
};

/** The price of a stay and the price list that set it. */
export type Quote = {
  __typename?: 'Quote';
  /** Grosze; the sum of the breakdown */
  amount: Scalars['Int']['output'];
  breakdown: Array<QuoteLine>;
  currency: Scalars['String']['output'];
  priceListId: Scalars['ID']['output'];
  priceListName: Scalars['String']['output'];
};

/** One receipt line: periods × unitPrice = price (grosze). The last line may end after the stay. */
export type QuoteLine = {
  __typename?: 'QuoteLine';
  end: Scalars['DateTime']['output'];
  kind: BreakdownKind;
  periods: Scalars['Int']['output'];
  /** Grosze */
  price: Scalars['Int']['output'];
  start: Scalars['DateTime']['output'];
  /** Grosze */
  unitPrice: Scalars['Int']['output'];
};

export type QuotePriceInput = {
  /** After startAt, at most a year later */
  endAt?: InputMaybe<Scalars['DateTime']['input']>;
  parkingId?: InputMaybe<Scalars['ID']['input']>;
  /** A spot of this parking */
  spotId?: InputMaybe<Scalars['ID']['input']>;
  startAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Money Parkshare gave back for an order, against the payment that paid it. */
export type Refund = {
  __typename?: 'Refund';
  /** Grosze */
  amount: Scalars['Int']['output'];
  cause: RefundCause;
  /** The correction invoice (KOR) this refund gave rise to: kind correction, its number, its PDF. Null when the purchase had no VAT invoice, when its monthly invoice was not issued yet (that invoice carries the lower amount instead), and for anyone but the buyer */
  correction?: Maybe<PaymentDocument>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  destination: RefundDestination;
  /** Why it did not reach the payer: refund_rejected, gateway_refused, ... */
  failureCode?: Maybe<Scalars['String']['output']>;
  /** When the gateway confirmed or failed it; a refund to the balance: when it was made */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  paymentId: Scalars['ID']['output'];
  reservationId?: Maybe<Scalars['ID']['output']>;
  status: RefundStatus;
};

export type RefundBearer =
  | 'owner'
  | 'platform';

/** cancellation (of a paid stay, by the driver or as a remedy on a ticket), ticket (granted by support), late_payment (a payment that arrived after its order was canceled) */
export type RefundCause =
  | 'cancellation'
  | 'late_payment'
  | 'ticket';

/** payer: back to the BLIK / bank account that paid; balance: to the Parkshare balance */
export type RefundDestination =
  | 'balance'
  | 'payer';

/** Where money about to be refunded goes back: each order the way it was paid */
export type RefundPlan = {
  __typename?: 'RefundPlan';
  /** Grosze to the Parkshare balance */
  toBalance: Scalars['Int']['output'];
  /** Grosze back to the BLIK / bank account that paid */
  toPayer: Scalars['Int']['output'];
};

/** processing (on its way back through the gateway) → completed, or failed (the account that paid did not take it: the money went to the Parkshare balance instead). A refund to the balance is completed at once. */
export type RefundStatus =
  | 'completed'
  | 'failed'
  | 'processing';

export type RegisterUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  terms?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RegisterUserPayload = {
  __typename?: 'RegisterUserPayload';
  id: Scalars['ID']['output'];
};

export type ReorderImagesInput = {
  /** Every photo of the subject exactly once, in the new order */
  imageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  subjectType?: InputMaybe<ImageSubjectType>;
};

export type RequestPayoutInput = {
  /** Grosze that reach the bank account; the fee is taken on top */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** One of your verified bank accounts */
  bankAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** Client-generated; a retry with the same key answers the first payout */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};

/** A booking of one spot for [startAt, endAt). Amounts are integer grosze. */
export type Reservation = {
  __typename?: 'Reservation';
  /** The parking's gate code and way in: the driver of a paid reservation only, from 30 minutes before the start to 5 minutes after the end; null otherwise */
  accessInstructions?: Maybe<Scalars['String']['output']>;
  /** When accessInstructions start to show (null: the parking has none, or this viewer never sees them) */
  accessInstructionsFrom?: Maybe<Scalars['DateTime']['output']>;
  /** Grosze paid (or to pay, while pending) for [startAt, endAt) */
  amount: Scalars['Int']['output'];
  /** The driver only; null for the parking’s managers */
  billingAccount?: Maybe<BillingAccount>;
  canCancel: Scalars['Boolean']['output'];
  canComplete: Scalars['Boolean']['output'];
  canExtend: Scalars['Boolean']['output'];
  /** While it can be cancelled after payment: what cancelling gives back and where (the BLIK / bank account that paid, or the balance); null otherwise */
  cancelRefund?: Maybe<RefundPlan>;
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** End of the paid stay; the spot is left within 5 minutes after it */
  endAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  location: ReservationLocation;
  /** The reservation order, then extension orders, oldest first (the driver only; [] otherwise) */
  orders: Array<Order>;
  parkingId: Scalars['ID']['output'];
  /** Public identifier, for links to /{identifier} */
  parkingIdentifier: Scalars['String']['output'];
  /** The parking's public address line for drivers; its owner-only name for the parking's managers */
  parkingName: Scalars['String']['output'];
  /** While pending_payment: when the unpaid hold runs out */
  paymentDueAt?: Maybe<Scalars['DateTime']['output']>;
  /** The end an extension waiting for payment would give */
  pendingExtensionEndAt?: Maybe<Scalars['DateTime']['output']>;
  /** What was refunded for it, oldest first, each the way its order was paid (the driver only; [] otherwise; at most a few per order) */
  refunds: Array<Refund>;
  spotId: Scalars['ID']['output'];
  spotNumber: Scalars['String']['output'];
  startAt: Scalars['DateTime']['output'];
  status: ReservationStatus;
  /** Your tickets about this reservation (as reporter, owner of its parking or support), newest first */
  tickets: Array<Ticket>;
  /** The order to pay now: the reservation while pending_payment, or the extension waiting for payment */
  unpaidOrder?: Maybe<Order>;
  updatedAt: Scalars['DateTime']['output'];
  vehicle: Vehicle;
};

export type ReservationLocation = {
  __typename?: 'ReservationLocation';
  address: Scalars['String']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

/** One page of Reservation items, in the order its field gives; pass nextCursor as `after` for the next page. */
export type ReservationPage = {
  __typename?: 'ReservationPage';
  items: Array<Reservation>;
  /** Null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type ReservationPayload = {
  __typename?: 'ReservationPayload';
  /** Pay it with payOrder(orderId) */
  order: Order;
  reservation: Reservation;
};

export type ReservationQuote = {
  __typename?: 'ReservationQuote';
  address: Scalars['String']['output'];
  /** The pricing engine's price for the window, grosze (0 when it cannot be priced) */
  amount: Scalars['Int']['output'];
  /** false: the spot (or every spot) is held in the window, or the parking is closed then */
  available: Scalars['Boolean']['output'];
  currency: Scalars['String']['output'];
  identifier: Scalars['String']['output'];
  parkingId: Scalars['ID']['output'];
  /** When not available: 'spot_already_taken', 'no_available_spot' or 'parking_closed' */
  reason?: Maybe<Scalars['String']['output']>;
  /** The requested spot, or the first free one in natural order; null when none */
  spotId?: Maybe<Scalars['ID']['output']>;
  spotNumber?: Maybe<Scalars['String']['output']>;
};

export type ReservationQuoteInput = {
  endAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The parking's public identifier */
  identifier?: InputMaybe<Scalars['String']['input']>;
  /** A spot as its sign reads; omitted: the first free spot */
  spotNumber?: InputMaybe<Scalars['String']['input']>;
  startAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** pending_payment → confirmed (paid) → active (started) → completed; pending_payment → expired (hold ran out); pending_payment or confirmed → cancelled (before the start) */
export type ReservationStatus =
  | 'active'
  | 'cancelled'
  | 'completed'
  | 'confirmed'
  | 'expired'
  | 'pending_payment';

export type ResetPasswordInput = {
  password?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};

export type Session = {
  __typename?: 'Session';
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The admin who started this impersonated session, null otherwise */
  impersonator?: Maybe<User>;
};

export type SetOrganizationMemberRoleInput = {
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  role?: InputMaybe<OrganizationRole>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** How a stay is counted: half_hour, one_hour, half_day_daytime / half_day_nighttime (12 h; the creator suggests 08:00–20:00 / 20:00–08:00 hours), full_day (24 h), weekend (48 h), week, month (calendar month). */
export type SettlementPeriod =
  | 'full_day'
  | 'half_day_daytime'
  | 'half_day_nighttime'
  | 'half_hour'
  | 'month'
  | 'one_hour'
  | 'week'
  | 'weekend';

export type SocialSignInInput = {
  /** The code Google sent back to /auth/google/callback */
  code?: InputMaybe<Scalars['String']['input']>;
  /** 'google' */
  provider?: InputMaybe<Scalars['String']['input']>;
  /** The state Google sent back with it */
  state?: InputMaybe<Scalars['String']['input']>;
};

/** Either a token (signed in) or a sign-up waiting for the terms */
export type SocialSignInPayload = {
  __typename?: 'SocialSignInPayload';
  signUp?: Maybe<SocialSignUp>;
  token?: Maybe<Scalars['String']['output']>;
};

export type SocialSignInStart = {
  __typename?: 'SocialSignInStart';
  /** Google's page to send the browser to */
  authorizationUrl: Scalars['String']['output'];
};

/** A Google account new to Parkshare: completeSocialSignUp makes the account once the terms are accepted */
export type SocialSignUp = {
  __typename?: 'SocialSignUp';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Valid for 15 minutes, once */
  pendingToken: Scalars['String']['output'];
};

/** A parking spot; its number is unique in the parking regardless of case */
export type Spot = {
  __typename?: 'Spot';
  createdAt: Scalars['DateTime']['output'];
  features: Array<SpotFeature>;
  hasRestrictions: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Photos, the primary first, then in the owner’s order */
  images: Array<Image>;
  number: Scalars['String']['output'];
  parkingId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** ev_charger: a charger for electric cars; accessible: a bay for disabled drivers; covered; underground */
export type SpotFeature =
  | 'accessible'
  | 'covered'
  | 'ev_charger'
  | 'underground';

export type SpotInput = {
  /** Omitted: left as they are */
  features?: InputMaybe<Array<SpotFeature>>;
  hasRestrictions?: InputMaybe<Scalars['Boolean']['input']>;
  /** Letters, digits, single hyphens or spaces; at most 20 characters */
  number?: InputMaybe<Scalars['String']['input']>;
};

/** A spot of this parking was reserved or released, or the owner changed the parking: refetch the parking (parkingsInArea). */
export type SpotStateChange = {
  __typename?: 'SpotStateChange';
  parkingId: Scalars['ID']['output'];
  /** Null when the change is the parking's own: closed hours, status, restrictions, spots added, a move */
  spotId?: Maybe<Scalars['ID']['output']>;
};

export type StartSocialSignInInput = {
  /** 'en' or 'pl': the language of Google's page and of a new account */
  language?: InputMaybe<Scalars['String']['input']>;
  /** 'google' */
  provider?: InputMaybe<Scalars['String']['input']>;
};

/** A download: GET with the Bearer token of someone who manages the parking; answers it as an attachment */
export type StatementFile = {
  __typename?: 'StatementFile';
  fileName: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A commission invoice or its correction (a PDF at url, the buyer's Bearer token) */
export type StatementInvoice = {
  __typename?: 'StatementInvoice';
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** FV/YYYY/MM/NNNNNN, or KOR/… for a correction */
  number: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type StatusPayload = {
  __typename?: 'StatusPayload';
  status: Scalars['String']['output'];
};

/** What a stay of `minutes` costs, starting at the moment asked about. */
export type StayPrice = {
  __typename?: 'StayPrice';
  /** Grosze */
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  minutes: Scalars['Int']['output'];
  /** The price list that sets it (the highest that applies) */
  priceListName: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Every change of a spot of a parking whose basic address lies in the area (edges included), from the moment of subscribing until the client disconnects. Signed in (Authorization: Bearer, as for queries). */
  spotStatesChanged: SpotStateChange;
};


export type SubscriptionSpotStatesChangedArgs = {
  area: AreaInput;
};

/** A support ticket, as the viewer may see it (their viewerRole decides) */
export type Ticket = {
  __typename?: 'Ticket';
  /** The statuses the viewer may move the ticket to now */
  allowedStatuses: Array<TicketStatus>;
  /** Admins only (null for others) */
  assignee?: Maybe<User>;
  /** The viewer is expected to answer */
  awaitingViewer: Scalars['Boolean']['output'];
  canReply: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  /** The audit trail, oldest first: admins only ([] for others) */
  events: Array<TicketEvent>;
  id: Scalars['ID']['output'];
  lastMessageAt: Scalars['DateTime']['output'];
  /** Oldest first; the newest 450 at most, internal notes included */
  messages: Array<TicketMessage>;
  /** Read aloud on the phone: "482-913" */
  number: Scalars['String']['output'];
  outcome?: Maybe<Scalars['String']['output']>;
  parking?: Maybe<TicketParking>;
  /** Attached to the report itself */
  photos: Array<TicketPhoto>;
  priority: TicketPriority;
  reason?: Maybe<ProblemReason>;
  /** The refund granted on it, if any */
  refund?: Maybe<TicketRefund>;
  /** Admins, compensation tickets with a reservation: grosze still refundable (null for others) */
  refundable?: Maybe<Scalars['Int']['output']>;
  /** Admins, compensation tickets with a reservation: where what is still refundable would go back (each order the way it was paid; a partial refund takes from the newest order first); null for others */
  refundablePlan?: Maybe<RefundPlan>;
  /** For the reporter of an occupied spot while the stay is under way and nothing was refunded: another free spot or cancelling with a full refund; null otherwise */
  remedies?: Maybe<TicketRemedies>;
  reportedAt: Scalars['DateTime']['output'];
  /** Support only (their account at the desk); null for the reporter and the owner */
  reporterId?: Maybe<Scalars['ID']['output']>;
  /** Null for the owner */
  reporterName?: Maybe<Scalars['String']['output']>;
  /** The reporter's own reservation (and admins'); null for the owner */
  reservation?: Maybe<Reservation>;
  reservationId?: Maybe<Scalars['ID']['output']>;
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  status: TicketStatus;
  subject: Scalars['String']['output'];
  type: TicketType;
  updatedAt: Scalars['DateTime']['output'];
  viewerRole: TicketRole;
};

export type TicketAssigneeFilter =
  | 'me'
  | 'nobody';

/** A line of the audit trail (admins only) */
export type TicketEvent = {
  __typename?: 'TicketEvent';
  actorName?: Maybe<Scalars['String']['output']>;
  actorRole: TicketRole;
  /** A refund, grosze */
  amount?: Maybe<Scalars['Int']['output']>;
  bearer?: Maybe<RefundBearer>;
  createdAt: Scalars['DateTime']['output'];
  /** A status or priority (an assignee’s name) */
  from?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: TicketEventKind;
  to?: Maybe<Scalars['String']['output']>;
};

export type TicketEventKind =
  | 'assigned'
  | 'created'
  | 'priority'
  | 'refund'
  | 'spot_changed'
  | 'status'
  | 'stay_cancelled';

export type TicketFilterInput = {
  assignee?: InputMaybe<TicketAssigneeFilter>;
  /** A ticket number, typed however ("482913", "482-913") */
  number?: InputMaybe<Scalars['String']['input']>;
  /** Only tickets reported at least this many days ago */
  olderThanDays?: InputMaybe<Scalars['Int']['input']>;
  parkingIdentifier?: InputMaybe<Scalars['String']['input']>;
  priority?: InputMaybe<TicketPriority>;
  statuses?: InputMaybe<Array<TicketStatus>>;
  type?: InputMaybe<TicketType>;
};

export type TicketInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** The parking a parking ticket is about */
  parkingIdentifier?: InputMaybe<Scalars['String']['input']>;
  /** At most 5 JPEG, PNG or WebP photos of at most 10 MB each (multipart request) */
  photos?: InputMaybe<Array<Scalars['File']['input']>>;
  /** medium when omitted */
  priority?: InputMaybe<TicketPriority>;
  /** Required with a reservation (compensation) */
  reason?: InputMaybe<ProblemReason>;
  /** Report a problem with one of your reservations */
  reservationId?: InputMaybe<Scalars['ID']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<TicketType>;
};

export type TicketMessage = {
  __typename?: 'TicketMessage';
  /** Support's names are seen by all, and support sees every name; the reporter and the owner see null for each other's messages */
  authorName?: Maybe<Scalars['String']['output']>;
  authorRole: TicketRole;
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Only admins ever receive internal notes */
  internal: Scalars['Boolean']['output'];
  mine: Scalars['Boolean']['output'];
  photos: Array<TicketPhoto>;
};

export type TicketMoveInput = {
  /** How it was settled: only with status resolved */
  outcome?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<TicketStatus>;
  ticketId?: InputMaybe<Scalars['ID']['input']>;
};

/** One page of Ticket items, in the order its field gives; pass nextCursor as `after` for the next page. */
export type TicketPage = {
  __typename?: 'TicketPage';
  items: Array<Ticket>;
  /** Null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type TicketParking = {
  __typename?: 'TicketParking';
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  /** For the owner and support only */
  name?: Maybe<Scalars['String']['output']>;
};

/** A photo attached as evidence, re-encoded without metadata */
export type TicketPhoto = {
  __typename?: 'TicketPhoto';
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** A private URL that works for about an hour */
  thumbnailUrl: Scalars['String']['output'];
  /** A private URL that works for about an hour */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type TicketPriority =
  | 'high'
  | 'low'
  | 'medium'
  | 'urgent';

/** The refund granted on the ticket */
export type TicketRefund = {
  __typename?: 'TicketRefund';
  /** Grosze, all its parts together */
  amount: Scalars['Int']['output'];
  bearer: RefundBearer;
  createdAt: Scalars['DateTime']['output'];
  /** Its parts, one per order of the stay it was split over: each back the way that order was paid (at most the stay's orders) */
  refunds: Array<Refund>;
};

export type TicketRefundInput = {
  /** Grosze, at most Ticket.refundable */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** platform, or owner: the parking owner's earning for the stay pays it */
  bearer?: InputMaybe<RefundBearer>;
  /** Client-generated; a repeat with the same key answers the ticket */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  ticketId?: InputMaybe<Scalars['ID']['input']>;
};

/** What the reporter of an occupied spot may do while the stay is under way (one tap each, once) */
export type TicketRemedies = {
  __typename?: 'TicketRemedies';
  /** A free spot of the same parking for the rest of the stay, at no extra cost; null when none is */
  otherSpotNumber?: Maybe<Scalars['String']['output']>;
  /** What cancelling gives back, grosze */
  refundAmount: Scalars['Int']['output'];
  /** Where it goes back: to the BLIK / bank account that paid, or to the balance */
  refundPlan: RefundPlan;
};

export type TicketReplyInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  /** An internal note only support sees (admins only) */
  internal?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 5 JPEG, PNG or WebP photos of at most 10 MB each (multipart request) */
  photos?: InputMaybe<Array<Scalars['File']['input']>>;
  ticketId?: InputMaybe<Scalars['ID']['input']>;
};

/** How someone takes part: who reported it, the owner of its parking, or support (admins) */
export type TicketRole =
  | 'owner'
  | 'reporter'
  | 'support';

/** reported: the tickets you opened; parkings: those about your parkings, opened by others */
export type TicketScope =
  | 'parkings'
  | 'reported';

/** new → open ⇄ in_progress → resolved → closed; resolved or closed → reopened (packages/shared machine) */
export type TicketStatus =
  | 'closed'
  | 'in_progress'
  | 'new'
  | 'open'
  | 'reopened'
  | 'resolved';

export type TicketType =
  | 'compensation'
  | 'parking';

export type TokenPayload = {
  __typename?: 'TokenPayload';
  token: Scalars['String']['output'];
};

/** One movement of money in the user-facing history. Amounts are positive integer grosze; the type says which way. */
export type Transaction = {
  __typename?: 'Transaction';
  /** Grosze; a withdrawal includes its fee (what left the balance) */
  amount: Scalars['Int']['output'];
  /** The billing account of the order, if any */
  billingId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  orderId?: Maybe<Scalars['ID']['output']>;
  paymentId?: Maybe<Scalars['ID']['output']>;
  payoutId?: Maybe<Scalars['ID']['output']>;
  /** When it completed or failed */
  processedAt?: Maybe<Scalars['DateTime']['output']>;
  reservationId?: Maybe<Scalars['ID']['output']>;
  status: TransactionStatus;
  type: TransactionType;
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of Transaction items, newest first; pass nextCursor as `after` for the next page. */
export type TransactionPage = {
  __typename?: 'TransactionPage';
  items: Array<Transaction>;
  /** Null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** pending → completed, or failed / cancelled */
export type TransactionStatus =
  | 'cancelled'
  | 'completed'
  | 'failed'
  | 'pending';

/** deposit (a top-up), payment (a purchase), withdrawal (a payout, its fee included) */
export type TransactionType =
  | 'deposit'
  | 'payment'
  | 'withdrawal';

/** A recurring time when the parking is closed. Without any, a parking is available 24/7. An end before the start crosses midnight (the night belongs to the day it starts); equal start and end close the whole day. */
export type Unavailability = {
  __typename?: 'Unavailability';
  days: Array<DayOrEvent>;
  /** 'HH:MM' Polish time */
  endTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** 'HH:MM' Polish time */
  startTime: Scalars['String']['output'];
};

export type UnavailabilityInput = {
  /** At least one */
  days?: InputMaybe<Array<DayOrEvent>>;
  /** 'HH:MM'; before startTime crosses midnight, equal closes the whole day */
  endTime?: InputMaybe<Scalars['String']['input']>;
  /** Up to 100 characters */
  name?: InputMaybe<Scalars['String']['input']>;
  parkingId?: InputMaybe<Scalars['ID']['input']>;
  /** 'HH:MM' */
  startTime?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProfileInput = {
  /** YYYY-MM-DD or null */
  birthdayOn?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
};

export type UploadImagesInput = {
  /** At most 10 JPEG, PNG or WebP files of at most 10 MB each */
  files?: InputMaybe<Array<Scalars['File']['input']>>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  subjectType?: InputMaybe<ImageSubjectType>;
};

export type User = {
  __typename?: 'User';
  /** Balance in grosze: the sum of the user's wallet in the ledger */
  balance: Scalars['Int']['output'];
  birthdayOn?: Maybe<Scalars['Date']['output']>;
  /** Saved BLIK entries (BLIK without code) that have not expired, newest first */
  blik: Array<BlikAlias>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** en or pl */
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Their payments, newest first, a page at a time (the user themselves or an admin). */
  payments: PaymentPage;
  /** Minutes before a stay ends (or a booked one starts) to remind the driver: 5, 10 or 15; null = off. */
  reminderMinutes?: Maybe<Scalars['Int']['output']>;
  /** Their reservations, newest first, a page at a time (the user themselves or an admin). */
  reservations: ReservationPage;
  /** e.g. ["user"] or ["user", "admin"] */
  roles: Array<Scalars['String']['output']>;
  /** pending_verification | active | blocked */
  status: Scalars['String']['output'];
  /** The tickets they reported, newest first, a page at a time (the user themselves or an admin). */
  tickets: TicketPage;
  /** IANA time zone, Europe/Warsaw by default */
  timezone: Scalars['String']['output'];
  /** Their transactions, newest first, a page at a time (the user themselves or an admin). */
  transactions: TransactionPage;
};


export type UserPaymentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserReservationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserTicketsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<User>;
  total: Scalars['Int']['output'];
};

/** A driver's car. */
export type Vehicle = {
  __typename?: 'Vehicle';
  billingAccount?: Maybe<BillingAccount>;
  /** The billing account reservations for this car default to; null when none or deleted */
  billingAccountId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** At most one of a driver’s vehicles is the default */
  isDefault: Scalars['Boolean']['output'];
  /** The proper name the driver gave it */
  name?: Maybe<Scalars['String']['output']>;
  /** Stored normalised: capitals and digits, no spaces or dashes ("WA12345") */
  registrationNumber: Scalars['String']['output'];
  status: VehicleStatus;
  updatedAt: Scalars['DateTime']['output'];
};

export type VehicleInput = {
  /** One of the caller's own billing accounts, or null */
  billingAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** The driver says the plate is not Polish: 2–10 letters and digits with both; otherwise the Polish rules apply */
  foreignPlate?: InputMaybe<Scalars['Boolean']['input']>;
  /** Make it the default; the first vehicle always is */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required; spaces and dashes are dropped and letters capitalised ("wa 123-45" → "WA12345") */
  registrationNumber?: InputMaybe<Scalars['String']['input']>;
  /** active on create; unchanged on update when omitted */
  status?: InputMaybe<VehicleStatus>;
};

/** An inactive vehicle is kept but cannot be chosen for a new reservation */
export type VehicleStatus =
  | 'active'
  | 'inactive';

export type VerifyEmailInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
};

/** One movement of the user's balance, read from the ledger. The amounts of all movements sum to the balance. */
export type WalletMovement = {
  __typename?: 'WalletMovement';
  /** Grosze, signed: positive added to the balance, negative took from it */
  amount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: WalletMovementKind;
  orderId?: Maybe<Scalars['ID']['output']>;
  /** The order that caused it, PS/YYYY/MM/NNNNNN */
  orderNumber?: Maybe<Scalars['String']['output']>;
  paymentId?: Maybe<Scalars['ID']['output']>;
  payoutId?: Maybe<Scalars['ID']['output']>;
  /** The reservation paid for, refunded or earned from */
  reservationId?: Maybe<Scalars['ID']['output']>;
  /** A payout not yet sent is pending, a failed one failed (its money comes back as withdrawal_returned) */
  status: TransactionStatus;
  /** The support ticket a refund or an earning reversal was granted on */
  ticketId?: Maybe<Scalars['ID']['output']>;
  /** That ticket's number, "482-913" */
  ticketNumber?: Maybe<Scalars['String']['output']>;
};

/** deposit (a top-up), payment (from the balance), refund, refund_to_balance (a refund the BLIK / bank account that paid did not take, credited to the balance), earning (a stay at your parking, before commission), commission, withdrawal (a payout), fee (of a payout), withdrawal_returned and fee_returned (a failed payout), earning_reversed and commission_returned (a refund granted on a support ticket at the owner's cost) */
export type WalletMovementKind =
  | 'commission'
  | 'commission_returned'
  | 'deposit'
  | 'earning'
  | 'earning_reversed'
  | 'fee'
  | 'fee_returned'
  | 'payment'
  | 'refund'
  | 'refund_to_balance'
  | 'withdrawal'
  | 'withdrawal_returned';

/** One page of WalletMovement items, newest first; pass nextCursor as `after` for the next page. */
export type WalletMovementPage = {
  __typename?: 'WalletMovementPage';
  items: Array<WalletMovement>;
  /** Null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type ActiveReservationQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveReservationQuery = { __typename?: 'Query', activeReservation?: { __typename?: 'Reservation', id: string, parkingId: string, spotId: string, startAt: string, endAt: string, status: ReservationStatus, createdAt: string, updatedAt: string, paymentDueAt?: string | null, unpaidOrder?: { __typename?: 'Order', id: string } | null } | null };

export type TicketsAwaitingMeQueryVariables = Exact<{ [key: string]: never; }>;


export type TicketsAwaitingMeQuery = { __typename?: 'Query', ticketsAwaitingMe: number };

export type PayOrderMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type PayOrderMutation = { __typename?: 'Mutation', payOrder: { __typename?: 'Payment', id: string, status: PaymentStatus, method: PaymentMethod, createdAt: string, redirectUrl?: string | null, failureCode?: string | null } };

export type PayerFieldsFragment = { __typename?: 'User', id: string, balance: number, blik: Array<{ __typename?: 'BlikAlias', id: string, label: string, expiresAt: string }> };

export type GetPaymentQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetPaymentQuery = { __typename?: 'Query', payment: { __typename?: 'Payment', id: string, amount: number, currency: string, status: PaymentStatus, method: PaymentMethod, createdAt: string, finishedAt?: string | null, failureCode?: string | null, redirectUrl?: string | null, order: { __typename?: 'Order', id: string, number: string, product: Product, quantity: number, billingAccountId?: string | null, reservationId?: string | null } } };

export type CreateParkingAddressMutationVariables = Exact<{
  input: ParkingAddressInput;
}>;


export type CreateParkingAddressMutation = { __typename?: 'Mutation', createParkingAddress: { __typename?: 'ParkingAddress', id: string, type: AddressType } };

export type DeleteParkingAddressMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteParkingAddressMutation = { __typename?: 'Mutation', deleteParkingAddress: string };

export type ParkingAddressesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParkingAddressesQuery = { __typename?: 'Query', parking: { __typename?: 'Parking', id: string, identifier: string, name: string, status: ParkingStatus, canManage: boolean, addresses: Array<{ __typename?: 'ParkingAddress', id: string, type: AddressType, country: string, region?: string | null, city: string, street?: string | null, number?: string | null, postcode?: string | null, latitude: number, longitude: number }> } };

export type UpdateParkingAddressMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ParkingAddressInput;
}>;


export type UpdateParkingAddressMutation = { __typename?: 'Mutation', updateParkingAddress: { __typename?: 'ParkingAddress', id: string, type: AddressType, country: string, region?: string | null, city: string, street?: string | null, number?: string | null, postcode?: string | null, latitude: number, longitude: number } };

export type AdminUserQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminUserQuery = { __typename?: 'Query', user: { __typename?: 'User', id: string, name: string, email: string, status: string, roles: Array<string>, language: string, createdAt: string, balance: number } };

export type AdminUserReservationsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminUserReservationsQuery = { __typename?: 'Query', user: { __typename?: 'User', id: string, reservations: { __typename?: 'ReservationPage', nextCursor?: string | null, items: Array<{ __typename?: 'Reservation', id: string, status: ReservationStatus, startAt: string, endAt: string, amount: number, currency: string, parkingIdentifier: string, spotNumber: string, vehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string } }> } } };

export type AdminUserPaymentsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminUserPaymentsQuery = { __typename?: 'Query', user: { __typename?: 'User', id: string, payments: { __typename?: 'PaymentPage', nextCursor?: string | null, items: Array<{ __typename?: 'Payment', id: string, amount: number, currency: string, status: PaymentStatus, method: PaymentMethod, createdAt: string, order: { __typename?: 'Order', id: string, number: string, product: Product } }> } } };

export type AdminUserTicketsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminUserTicketsQuery = { __typename?: 'Query', user: { __typename?: 'User', id: string, tickets: { __typename?: 'TicketPage', nextCursor?: string | null, items: Array<{ __typename?: 'Ticket', id: string, number: string, type: TicketType, subject: string, status: TicketStatus, priority: TicketPriority, reportedAt: string }> } } };

export type ImpersonateUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type ImpersonateUserMutation = { __typename?: 'Mutation', impersonateUser: { __typename?: 'TokenPayload', token: string } };

export type ListUsersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ListUsersQuery = { __typename?: 'Query', users: { __typename?: 'UserPage', total: number, items: Array<{ __typename?: 'User', id: string, name: string, email: string, status: string, roles: Array<string>, createdAt: string }> } };

export type CompleteSocialSignUpMutationVariables = Exact<{
  input: CompleteSocialSignUpInput;
}>;


export type CompleteSocialSignUpMutation = { __typename?: 'Mutation', completeSocialSignUp: { __typename?: 'TokenPayload', token: string } };

export type ForgotPasswordMutationVariables = Exact<{
  input: EmailInput;
}>;


export type ForgotPasswordMutation = { __typename?: 'Mutation', forgotPassword: { __typename?: 'StatusPayload', status: string } };

export type LoginUserMutationVariables = Exact<{
  input: LoginUserInput;
}>;


export type LoginUserMutation = { __typename?: 'Mutation', loginUser: { __typename?: 'TokenPayload', token: string } };

export type RegisterUserMutationVariables = Exact<{
  input: RegisterUserInput;
}>;


export type RegisterUserMutation = { __typename?: 'Mutation', registerUser: { __typename?: 'RegisterUserPayload', id: string } };

export type ResendVerificationCodeMutationVariables = Exact<{
  input: EmailInput;
}>;


export type ResendVerificationCodeMutation = { __typename?: 'Mutation', resendVerificationCode: { __typename?: 'StatusPayload', status: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'StatusPayload', status: string } };

export type SocialSignInMutationVariables = Exact<{
  input: SocialSignInInput;
}>;


export type SocialSignInMutation = { __typename?: 'Mutation', socialSignIn: { __typename?: 'SocialSignInPayload', token?: string | null, signUp?: { __typename?: 'SocialSignUp', pendingToken: string, email: string, name: string } | null } };

export type StartSocialSignInMutationVariables = Exact<{
  input: StartSocialSignInInput;
}>;


export type StartSocialSignInMutation = { __typename?: 'Mutation', startSocialSignIn: { __typename?: 'SocialSignInStart', authorizationUrl: string } };

export type VerifyEmailMutationVariables = Exact<{
  input: VerifyEmailInput;
}>;


export type VerifyEmailMutation = { __typename?: 'Mutation', verifyEmail: { __typename?: 'TokenPayload', token: string } };

export type BillingAccountFieldsFragment = { __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null, vatId?: string | null, street?: string | null, buildingNumber: string, localNumber?: string | null, postcode: string, city: string, currency: string, invoiceEmail: string, isMonthlyBilling: boolean, wantsVatInvoice: boolean, isDefault: boolean };

export type BillingAccountQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BillingAccountQuery = { __typename?: 'Query', billingAccount: { __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null, vatId?: string | null, street?: string | null, buildingNumber: string, localNumber?: string | null, postcode: string, city: string, currency: string, invoiceEmail: string, isMonthlyBilling: boolean, wantsVatInvoice: boolean, isDefault: boolean, bankAccount?: { __typename?: 'BankAccount', id: string } | null } };

export type CreateBankAccountMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type CreateBankAccountMutation = { __typename?: 'Mutation', createBankAccount: { __typename?: 'BankAccount', id: string, name: string, accountNumber: string } };

export type CreateBillingAccountMutationVariables = Exact<{
  input: BillingAccountInput;
}>;


export type CreateBillingAccountMutation = { __typename?: 'Mutation', createBillingAccount: { __typename?: 'BillingAccount', id: string, isDefault: boolean } };

export type DeleteBankAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteBankAccountMutation = { __typename?: 'Mutation', deleteBankAccount: string };

export type DeleteBillingAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteBillingAccountMutation = { __typename?: 'Mutation', deleteBillingAccount: string };

export type MyBankAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBankAccountsQuery = { __typename?: 'Query', myBankAccounts: Array<{ __typename?: 'BankAccount', id: string, name: string, accountNumber: string, isVerified: boolean, status: BankAccountStatus, rejectionReason?: string | null, isDefault: boolean }> };

export type MyBillingAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBillingAccountsQuery = { __typename?: 'Query', myBillingAccounts: Array<{ __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null, vatId?: string | null, street?: string | null, buildingNumber: string, localNumber?: string | null, postcode: string, city: string, currency: string, invoiceEmail: string, isMonthlyBilling: boolean, wantsVatInvoice: boolean, isDefault: boolean, bankAccount?: { __typename?: 'BankAccount', id: string, name: string, accountNumber: string } | null }> };

export type ResubmitBankAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: BankAccountInput;
}>;


export type ResubmitBankAccountMutation = { __typename?: 'Mutation', resubmitBankAccount: { __typename?: 'BankAccount', id: string, name: string, accountNumber: string, status: BankAccountStatus, rejectionReason?: string | null } };

export type SetDefaultBankAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SetDefaultBankAccountMutation = { __typename?: 'Mutation', setDefaultBankAccount: { __typename?: 'BankAccount', id: string, isDefault: boolean } };

export type SetDefaultBillingAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SetDefaultBillingAccountMutation = { __typename?: 'Mutation', setDefaultBillingAccount: { __typename?: 'BillingAccount', id: string, isDefault: boolean } };

export type UpdateBillingAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: BillingAccountInput;
}>;


export type UpdateBillingAccountMutation = { __typename?: 'Mutation', updateBillingAccount: { __typename?: 'BillingAccount', id: string, isDefault: boolean } };

export type BookingChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingChoicesQuery = { __typename?: 'Query', myVehicles: Array<{ __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null, status: VehicleStatus, billingAccountId?: string | null, isDefault: boolean }>, myBillingAccounts: Array<{ __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null, city: string, isDefault: boolean }> };

export type CreateReservationMutationVariables = Exact<{
  input: CreateReservationInput;
}>;


export type CreateReservationMutation = { __typename?: 'Mutation', createReservation: { __typename?: 'ReservationPayload', reservation: { __typename?: 'Reservation', id: string, status: ReservationStatus, amount: number, paymentDueAt?: string | null }, order: { __typename?: 'Order', id: string } } };

export type CurrentReservationQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentReservationQuery = { __typename?: 'Query', activeReservation?: { __typename?: 'Reservation', id: string, status: ReservationStatus, unpaidOrder?: { __typename?: 'Order', id: string } | null } | null };

export type ReservationCheckoutFieldsFragment = { __typename?: 'Reservation', id: string, status: ReservationStatus, parkingIdentifier: string, parkingName: string, spotNumber: string, startAt: string, endAt: string, amount: number, currency: string, paymentDueAt?: string | null, pendingExtensionEndAt?: string | null, vehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null }, orders: Array<{ __typename?: 'Order', id: string, number: string, status: OrderStatus, product: Product, total: number, currency: string, createdAt: string }>, unpaidOrder?: { __typename?: 'Order', id: string, number: string, status: OrderStatus, product: Product, total: number, currency: string, createdAt: string } | null };

export type ReservationCheckoutQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReservationCheckoutQuery = { __typename?: 'Query', reservation: { __typename?: 'Reservation', id: string, status: ReservationStatus, parkingIdentifier: string, parkingName: string, spotNumber: string, startAt: string, endAt: string, amount: number, currency: string, paymentDueAt?: string | null, pendingExtensionEndAt?: string | null, vehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null }, orders: Array<{ __typename?: 'Order', id: string, number: string, status: OrderStatus, product: Product, total: number, currency: string, createdAt: string }>, unpaidOrder?: { __typename?: 'Order', id: string, number: string, status: OrderStatus, product: Product, total: number, currency: string, createdAt: string } | null }, me: { __typename?: 'User', id: string, balance: number, blik: Array<{ __typename?: 'BlikAlias', id: string, label: string, expiresAt: string }> } };

export type ActiveReservationCheckoutQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveReservationCheckoutQuery = { __typename?: 'Query', activeReservation?: { __typename?: 'Reservation', id: string, status: ReservationStatus, parkingIdentifier: string, parkingName: string, spotNumber: string, startAt: string, endAt: string, amount: number, currency: string, paymentDueAt?: string | null, pendingExtensionEndAt?: string | null, vehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null }, orders: Array<{ __typename?: 'Order', id: string, number: string, status: OrderStatus, product: Product, total: number, currency: string, createdAt: string }>, unpaidOrder?: { __typename?: 'Order', id: string, number: string, status: OrderStatus, product: Product, total: number, currency: string, createdAt: string } | null } | null, me: { __typename?: 'User', id: string, balance: number, blik: Array<{ __typename?: 'BlikAlias', id: string, label: string, expiresAt: string }> } };

export type OrderReservationQueryVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type OrderReservationQuery = { __typename?: 'Query', order: { __typename?: 'Order', id: string, reservation?: { __typename?: 'Reservation', id: string, status: ReservationStatus, parkingIdentifier: string, parkingName: string, spotNumber: string, startAt: string, endAt: string, amount: number, currency: string, paymentDueAt?: string | null, pendingExtensionEndAt?: string | null, vehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null }, orders: Array<{ __typename?: 'Order', id: string, number: string, status: OrderStatus, product: Product, total: number, currency: string, createdAt: string }>, unpaidOrder?: { __typename?: 'Order', id: string, number: string, status: OrderStatus, product: Product, total: number, currency: string, createdAt: string } | null } | null }, me: { __typename?: 'User', id: string, balance: number, blik: Array<{ __typename?: 'BlikAlias', id: string, label: string, expiresAt: string }> } };

export type ReservationQuoteQueryVariables = Exact<{
  input: ReservationQuoteInput;
}>;


export type ReservationQuoteQuery = { __typename?: 'Query', reservationQuote: { __typename?: 'ReservationQuote', parkingId: string, identifier: string, address: string, spotId?: string | null, spotNumber?: string | null, available: boolean, reason?: string | null, amount: number, currency: string } };

export type DeleteImageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteImageMutation = { __typename?: 'Mutation', deleteImage: string };

export type ImageSubjectQueryVariables = Exact<{
  parkingId: Scalars['ID']['input'];
  subjectId: Scalars['ID']['input'];
  isAddress: Scalars['Boolean']['input'];
  isSpot: Scalars['Boolean']['input'];
}>;


export type ImageSubjectQuery = { __typename?: 'Query', parking: { __typename?: 'Parking', id: string, name: string, identifier: string, canManage: boolean }, parkingAddress?: { __typename?: 'ParkingAddress', id: string, type: AddressType, street?: string | null, number?: string | null, city: string }, spot?: { __typename?: 'Spot', id: string, number: string } };

export type ImagesQueryVariables = Exact<{
  subjectType: ImageSubjectType;
  subjectId: Scalars['ID']['input'];
}>;


export type ImagesQuery = { __typename?: 'Query', images: Array<{ __typename?: 'Image', id: string, url: string, thumbnailUrl: string, isPrimary: boolean, position: number, width: number, height: number }> };

export type ReorderImagesMutationVariables = Exact<{
  input: ReorderImagesInput;
}>;


export type ReorderImagesMutation = { __typename?: 'Mutation', reorderImages: Array<{ __typename?: 'Image', id: string, url: string, thumbnailUrl: string, isPrimary: boolean, position: number, width: number, height: number }> };

export type SetPrimaryImageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SetPrimaryImageMutation = { __typename?: 'Mutation', setPrimaryImage: { __typename?: 'Image', id: string, isPrimary: boolean, position: number } };

export type UploadImagesMutationVariables = Exact<{
  input: UploadImagesInput;
}>;


export type UploadImagesMutation = { __typename?: 'Mutation', uploadImages: Array<{ __typename?: 'Image', id: string, isPrimary: boolean }> };

export type KsefQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type KsefQueueQuery = { __typename?: 'Query', ksefQueue: { __typename?: 'KsefQueue', sending: boolean, apiUrl?: string | null, nearDeadline: number, pastDeadline: number, ksefFrom?: string | null, beforeKsefFrom: number, counts: { __typename?: 'KsefStatusCounts', queued: number, sending: number, accepted: number, rejected: number }, oldestWaiting?: { __typename?: 'KsefSubmission', id: string, invoiceNumber: string, issueDate: string, status: KsefSubmissionStatus, attempts: number, nextAttemptAt: string, deadlineAt: string, deadlineAlert?: KsefDeadlineAlert | null, lastError?: string | null, createdAt: string } | null } };

export type KsefRejectedQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type KsefRejectedQuery = { __typename?: 'Query', ksefRejected: { __typename?: 'KsefSubmissionPage', nextCursor?: string | null, items: Array<{ __typename?: 'KsefSubmission', id: string, invoiceNumber: string, issueDate: string, deadlineAt: string, deadlineAlert?: KsefDeadlineAlert | null, lastError?: string | null, ksefStatusCode?: number | null, updatedAt: string }> } };

export type RetryKsefSubmissionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RetryKsefSubmissionMutation = { __typename?: 'Mutation', retryKsefSubmission: { __typename?: 'KsefSubmission', id: string, status: KsefSubmissionStatus } };

export type UpdateLanguageMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateLanguageMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', id: string, language: string } };

export type MapTileQueryVariables = Exact<{
  input: MapTileInput;
}>;


export type MapTileQuery = { __typename?: 'Query', mapTile: { __typename?: 'MapTile', z: number, x: number, y: number, parkings: Array<{ __typename?: 'MapParking', identifier: string, latitude: number, longitude: number, address: string, availability: ParkingAvailability, freeSpots: number, totalSpots: number, maxHeight?: number | null, maxLength?: number | null, maxWidth?: number | null }>, clusters: Array<{ __typename?: 'MapCluster', latitude: number, longitude: number, parkings: number, freeParkings: number, freeSpots: number, north: number, south: number, east: number, west: number }> } };

export type MapReservationQuoteQueryVariables = Exact<{
  input: ReservationQuoteInput;
}>;


export type MapReservationQuoteQuery = { __typename?: 'Query', reservationQuote: { __typename?: 'ReservationQuote', parkingId: string, identifier: string, available: boolean, reason?: string | null, amount: number, currency: string } };

export type SpotStatesChangedSubscriptionVariables = Exact<{
  area: AreaInput;
}>;


export type SpotStatesChangedSubscription = { __typename?: 'Subscription', spotStatesChanged: { __typename?: 'SpotStateChange', parkingId: string, spotId?: string | null } };

export type MapStayPricesQueryVariables = Exact<{
  identifier: Scalars['String']['input'];
  startAt?: InputMaybe<Scalars['DateTime']['input']>;
}>;


export type MapStayPricesQuery = { __typename?: 'Query', stayPrices: Array<{ __typename?: 'StayPrice', minutes: number, amount: number, currency: string }> };

export type AutomaticPayoutQueryVariables = Exact<{ [key: string]: never; }>;


export type AutomaticPayoutQuery = { __typename?: 'Query', payoutQuote: { __typename?: 'PayoutQuote', automaticPayout: { __typename?: 'AutomaticPayout', by: string, blockers: Array<AutomaticPayoutBlocker> } } };

export type MoneyBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneyBalanceQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, balance: number, currency: string, blik: Array<{ __typename?: 'BlikAlias', id: string, label: string, createdAt: string, expiresAt: string, updatedAt: string }> }, myBillingAccounts: Array<{ __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null, isDefault: boolean }> };

export type CreateTopUpMutationVariables = Exact<{
  input: CreateTopUpInput;
}>;


export type CreateTopUpMutation = { __typename?: 'Mutation', createTopUp: { __typename?: 'Order', id: string, number: string, total: number } };

export type DeleteBlikAliasMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteBlikAliasMutation = { __typename?: 'Mutation', deleteBlikAlias: string };

export type MyOrdersQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MyOrdersQuery = { __typename?: 'Query', myOrders: { __typename?: 'OrderPage', nextCursor?: string | null, items: Array<{ __typename?: 'Order', id: string, number: string, createdAt: string, status: OrderStatus, product: Product, quantity: number, netAmount: number, vatAmount: number, grossAmount: number, vatRate?: number | null, total: number, currency: string }> } };

export type MyPaymentsQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MyPaymentsQuery = { __typename?: 'Query', myPayments: { __typename?: 'PaymentPage', nextCursor?: string | null, items: Array<{ __typename?: 'Payment', id: string, amount: number, currency: string, status: PaymentStatus, method: PaymentMethod, createdAt: string, finishedAt?: string | null, failureCode?: string | null, order: { __typename?: 'Order', id: string, number: string, product: Product, quantity: number }, document?: { __typename?: 'PaymentDocument', kind: string, number: string, url: string, fileName: string, ksefNumber?: string | null } | null, monthlyInvoice?: { __typename?: 'PaymentMonthlyInvoice', month: string, issueDate: string, document?: { __typename?: 'PaymentDocument', kind: string, number: string, url: string, fileName: string, ksefNumber?: string | null } | null } | null, refunds: Array<{ __typename?: 'Refund', id: string, amount: number, currency: string, destination: RefundDestination, status: RefundStatus, createdAt: string, finishedAt?: string | null, correction?: { __typename?: 'PaymentDocument', kind: string, number: string, url: string, fileName: string } | null }> }> } };

export type MyPayoutsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MyPayoutsQuery = { __typename?: 'Query', myPayouts: { __typename?: 'PayoutPage', nextCursor?: string | null, items: Array<{ __typename?: 'Payout', id: string, amount: number, fee: number, currency: string, status: PayoutStatus, kind: PayoutKind, accountNumber: string, createdAt: string, finishedAt?: string | null, failureCode?: string | null }> } };

export type MyWalletHistoryQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MyWalletHistoryQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, balance: number, currency: string }, myWalletHistory: { __typename?: 'WalletMovementPage', nextCursor?: string | null, items: Array<{ __typename?: 'WalletMovement', id: string, kind: WalletMovementKind, amount: number, currency: string, status: TransactionStatus, createdAt: string, orderNumber?: string | null, payoutId?: string | null, reservationId?: string | null, ticketId?: string | null, ticketNumber?: string | null }> } };

export type PayoutQuoteQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutQuoteQuery = { __typename?: 'Query', payoutQuote: { __typename?: 'PayoutQuote', fee: number, maxAmount: number, freePayoutsLeft: number, defaultBankAccount?: { __typename?: 'BankAccount', id: string, name: string, accountNumber: string, isVerified: boolean } | null }, myBankAccounts: Array<{ __typename?: 'BankAccount', id: string, name: string, accountNumber: string, isVerified: boolean, isDefault: boolean }> };

export type RequestPayoutMutationVariables = Exact<{
  input: RequestPayoutInput;
}>;


export type RequestPayoutMutation = { __typename?: 'Mutation', requestPayout: { __typename?: 'Payout', id: string, amount: number, fee: number, status: PayoutStatus } };

export type TopUpCheckoutQueryVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type TopUpCheckoutQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, balance: number, blik: Array<{ __typename?: 'BlikAlias', id: string, label: string, expiresAt: string }> }, order: { __typename?: 'Order', id: string, number: string, status: OrderStatus, product: Product, total: number, currency: string, billingAccountId?: string | null } };

export type AcceptOrganizationInvitationMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type AcceptOrganizationInvitationMutation = { __typename?: 'Mutation', acceptOrganizationInvitation: { __typename?: 'Organization', id: string, name: string, description?: string | null, type: OrganizationType, status: OrganizationStatus, myRole: OrganizationRole, memberCount: number, members: Array<{ __typename?: 'OrganizationMember', role: OrganizationRole, joinedAt: string, user: { __typename?: 'OrganizationMemberUser', id: string, name: string, email: string } }>, invitations: Array<{ __typename?: 'OrganizationInvitation', id: string, email: string, expiresAt: string, createdAt: string }> } };

export type CreateOrganizationMutationVariables = Exact<{
  input: OrganizationInput;
}>;


export type CreateOrganizationMutation = { __typename?: 'Mutation', createOrganization: { __typename?: 'Organization', id: string, name: string, description?: string | null, type: OrganizationType, status: OrganizationStatus, myRole: OrganizationRole, memberCount: number, members: Array<{ __typename?: 'OrganizationMember', role: OrganizationRole, joinedAt: string, user: { __typename?: 'OrganizationMemberUser', id: string, name: string, email: string } }>, invitations: Array<{ __typename?: 'OrganizationInvitation', id: string, email: string, expiresAt: string, createdAt: string }> } };

export type InviteOrganizationMemberMutationVariables = Exact<{
  input: InviteOrganizationMemberInput;
}>;


export type InviteOrganizationMemberMutation = { __typename?: 'Mutation', inviteOrganizationMember: { __typename?: 'Organization', id: string, name: string, description?: string | null, type: OrganizationType, status: OrganizationStatus, myRole: OrganizationRole, memberCount: number, members: Array<{ __typename?: 'OrganizationMember', role: OrganizationRole, joinedAt: string, user: { __typename?: 'OrganizationMemberUser', id: string, name: string, email: string } }>, invitations: Array<{ __typename?: 'OrganizationInvitation', id: string, email: string, expiresAt: string, createdAt: string }> } };

export type LeaveOrganizationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeaveOrganizationMutation = { __typename?: 'Mutation', leaveOrganization: string };

export type MyOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrganizationsQuery = { __typename?: 'Query', myOrganizations: Array<{ __typename?: 'Organization', id: string, name: string, description?: string | null, type: OrganizationType, status: OrganizationStatus, myRole: OrganizationRole, memberCount: number }> };

export type OrganizationFieldsFragment = { __typename?: 'Organization', id: string, name: string, description?: string | null, type: OrganizationType, status: OrganizationStatus, myRole: OrganizationRole, memberCount: number, members: Array<{ __typename?: 'OrganizationMember', role: OrganizationRole, joinedAt: string, user: { __typename?: 'OrganizationMemberUser', id: string, name: string, email: string } }>, invitations: Array<{ __typename?: 'OrganizationInvitation', id: string, email: string, expiresAt: string, createdAt: string }> };

export type OrganizationInvitationQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type OrganizationInvitationQuery = { __typename?: 'Query', organizationInvitation: { __typename?: 'OrganizationInvitationSummary', organizationName: string, inviterName?: string | null, email: string, expiresAt: string, state: OrganizationInvitationState } };

export type OrganizationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OrganizationQuery = { __typename?: 'Query', organization?: { __typename?: 'Organization', id: string, name: string, description?: string | null, type: OrganizationType, status: OrganizationStatus, myRole: OrganizationRole, memberCount: number, members: Array<{ __typename?: 'OrganizationMember', role: OrganizationRole, joinedAt: string, user: { __typename?: 'OrganizationMemberUser', id: string, name: string, email: string } }>, invitations: Array<{ __typename?: 'OrganizationInvitation', id: string, email: string, expiresAt: string, createdAt: string }> } | null };

export type RemoveOrganizationMemberMutationVariables = Exact<{
  organizationId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type RemoveOrganizationMemberMutation = { __typename?: 'Mutation', removeOrganizationMember: { __typename?: 'Organization', id: string, name: string, description?: string | null, type: OrganizationType, status: OrganizationStatus, myRole: OrganizationRole, memberCount: number, members: Array<{ __typename?: 'OrganizationMember', role: OrganizationRole, joinedAt: string, user: { __typename?: 'OrganizationMemberUser', id: string, name: string, email: string } }>, invitations: Array<{ __typename?: 'OrganizationInvitation', id: string, email: string, expiresAt: string, createdAt: string }> } };

export type RevokeOrganizationInvitationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeOrganizationInvitationMutation = { __typename?: 'Mutation', revokeOrganizationInvitation: { __typename?: 'Organization', id: string, name: string, description?: string | null, type: OrganizationType, status: OrganizationStatus, myRole: OrganizationRole, memberCount: number, members: Array<{ __typename?: 'OrganizationMember', role: OrganizationRole, joinedAt: string, user: { __typename?: 'OrganizationMemberUser', id: string, name: string, email: string } }>, invitations: Array<{ __typename?: 'OrganizationInvitation', id: string, email: string, expiresAt: string, createdAt: string }> } };

export type SetOrganizationMemberRoleMutationVariables = Exact<{
  input: SetOrganizationMemberRoleInput;
}>;


export type SetOrganizationMemberRoleMutation = { __typename?: 'Mutation', setOrganizationMemberRole: { __typename?: 'Organization', id: string, name: string, description?: string | null, type: OrganizationType, status: OrganizationStatus, myRole: OrganizationRole, memberCount: number, members: Array<{ __typename?: 'OrganizationMember', role: OrganizationRole, joinedAt: string, user: { __typename?: 'OrganizationMemberUser', id: string, name: string, email: string } }>, invitations: Array<{ __typename?: 'OrganizationInvitation', id: string, email: string, expiresAt: string, createdAt: string }> } };

export type UpdateOrganizationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: OrganizationInput;
}>;


export type UpdateOrganizationMutation = { __typename?: 'Mutation', updateOrganization: { __typename?: 'Organization', id: string, name: string, description?: string | null, type: OrganizationType, status: OrganizationStatus, myRole: OrganizationRole, memberCount: number, members: Array<{ __typename?: 'OrganizationMember', role: OrganizationRole, joinedAt: string, user: { __typename?: 'OrganizationMemberUser', id: string, name: string, email: string } }>, invitations: Array<{ __typename?: 'OrganizationInvitation', id: string, email: string, expiresAt: string, createdAt: string }> } };

export type ActivateParkingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActivateParkingMutation = { __typename?: 'Mutation', activateParking: { __typename?: 'Parking', id: string, status: ParkingStatus, rejectionReason?: string | null, verificationRequestedAt?: string | null } };

export type CreateParkingMutationVariables = Exact<{
  input: ParkingInput;
}>;


export type CreateParkingMutation = { __typename?: 'Mutation', createParking: { __typename?: 'Parking', id: string } };

export type CreateSpotMutationVariables = Exact<{
  input: CreateSpotInput;
}>;


export type CreateSpotMutation = { __typename?: 'Mutation', createSpot: { __typename?: 'Spot', id: string, number: string, hasRestrictions: boolean, parkingId: string } };

export type CreateSpotsMutationVariables = Exact<{
  input: CreateSpotsInput;
}>;


export type CreateSpotsMutation = { __typename?: 'Mutation', createSpots: Array<{ __typename?: 'Spot', id: string, number: string }> };

export type DeactivateParkingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeactivateParkingMutation = { __typename?: 'Mutation', deactivateParking: { __typename?: 'Parking', id: string, status: ParkingStatus, rejectionReason?: string | null, verificationRequestedAt?: string | null } };

export type DeleteSpotMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSpotMutation = { __typename?: 'Mutation', deleteSpot: string };

export type MyParkingsQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MyParkingsQuery = { __typename?: 'Query', myParkings: { __typename?: 'ParkingPage', nextCursor?: string | null, items: Array<{ __typename?: 'Parking', id: string, identifier: string, name: string, status: ParkingStatus, verificationRequestedAt?: string | null, rejectionReason?: string | null, spotCount: number, basicAddress?: { __typename?: 'ParkingAddress', id: string, city: string } | null, organization?: { __typename?: 'Organization', id: string, name: string } | null }> } };

export type ParkingDetailsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParkingDetailsQuery = { __typename?: 'Query', parking: { __typename?: 'Parking', id: string, identifier: string, name: string, note?: string | null, accessInstructions?: string | null, hasRestrictions: boolean, maxHeightCm?: number | null, maxLengthCm?: number | null, maxWidthCm?: number | null, status: ParkingStatus, rejectionReason?: string | null, canManage: boolean, spotCount: number, verificationRequestedAt?: string | null, billingAccount?: { __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null } | null, organization?: { __typename?: 'Organization', id: string, name: string } | null, readiness: { __typename?: 'ParkingReadiness', hasBasicAddress: boolean, hasSpots: boolean, hasBasicPriceList: boolean, ready: boolean } } };

export type ParkingFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ParkingFormOptionsQuery = { __typename?: 'Query', myBillingAccounts: Array<{ __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null, city: string, isDefault: boolean }>, myOrganizations: Array<{ __typename?: 'Organization', id: string, name: string, myRole: OrganizationRole }> };

export type ParkingSpotsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParkingSpotsQuery = { __typename?: 'Query', parking: { __typename?: 'Parking', id: string, identifier: string, name: string, canManage: boolean, spots: Array<{ __typename?: 'Spot', id: string, number: string, hasRestrictions: boolean, features: Array<SpotFeature>, parkingId: string }> } };

export type RequestParkingVerificationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RequestParkingVerificationMutation = { __typename?: 'Mutation', requestParkingVerification: { __typename?: 'Parking', id: string, status: ParkingStatus, rejectionReason?: string | null, verificationRequestedAt?: string | null } };

export type SpotDetailsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SpotDetailsQuery = { __typename?: 'Query', spot: { __typename?: 'Spot', id: string, number: string, hasRestrictions: boolean, features: Array<SpotFeature>, parkingId: string } };

export type UpdateParkingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ParkingInput;
}>;


export type UpdateParkingMutation = { __typename?: 'Mutation', updateParking: { __typename?: 'Parking', id: string, name: string, note?: string | null, accessInstructions?: string | null, hasRestrictions: boolean, maxHeightCm?: number | null, maxLengthCm?: number | null, maxWidthCm?: number | null, billingAccount?: { __typename?: 'BillingAccount', id: string } | null, organization?: { __typename?: 'Organization', id: string, name: string } | null } };

export type UpdateSpotMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: SpotInput;
}>;


export type UpdateSpotMutation = { __typename?: 'Mutation', updateSpot: { __typename?: 'Spot', id: string, number: string, hasRestrictions: boolean, features: Array<SpotFeature>, parkingId: string } };

export type ConfirmPayoutBatchMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConfirmPayoutBatchMutation = { __typename?: 'Mutation', confirmPayoutBatch: { __typename?: 'PayoutBatch', id: string, status: PayoutBatchStatus, confirmedAt?: string | null } };

export type CreatePayoutBatchMutationVariables = Exact<{ [key: string]: never; }>;


export type CreatePayoutBatchMutation = { __typename?: 'Mutation', createPayoutBatch: { __typename?: 'PayoutBatch', id: string, number: string, payoutCount: number } };

export type PayoutBatchQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PayoutBatchQuery = { __typename?: 'Query', payoutBatch: { __typename?: 'PayoutBatch', id: string, number: string, status: PayoutBatchStatus, payoutCount: number, total: number, accountNumber: string, createdAt: string, confirmedAt?: string | null, fileUrl: string, fileName: string, payouts: Array<{ __typename?: 'BatchPayout', id: string, ownerName: string, amount: number, accountNumber: string, status: PayoutStatus, failureCode?: string | null }> } };

export type PayoutBatchesQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PayoutBatchesQuery = { __typename?: 'Query', payoutBatches: { __typename?: 'PayoutBatchPage', nextCursor?: string | null, items: Array<{ __typename?: 'PayoutBatch', id: string, number: string, status: PayoutBatchStatus, payoutCount: number, total: number, createdAt: string, confirmedAt?: string | null, fileUrl: string, fileName: string }> } };

export type PayoutTransfersQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutTransfersQuery = { __typename?: 'Query', payoutTransfers: { __typename?: 'PayoutTransfers', via: PayoutsVia, awaitingCount: number, awaitingTotal: number, accountNumber?: string | null } };

export type ReturnBatchPayoutMutationVariables = Exact<{
  payoutId: Scalars['ID']['input'];
}>;


export type ReturnBatchPayoutMutation = { __typename?: 'Mutation', returnBatchPayout: { __typename?: 'PayoutBatch', id: string } };

export type CreatePriceListMutationVariables = Exact<{
  input: PriceListInput;
}>;


export type CreatePriceListMutation = { __typename?: 'Mutation', createPriceList: { __typename?: 'PriceList', id: string, name: string, isBasic: boolean } };

export type CreateUnavailabilityMutationVariables = Exact<{
  input: UnavailabilityInput;
}>;


export type CreateUnavailabilityMutation = { __typename?: 'Mutation', createUnavailability: { __typename?: 'Unavailability', id: string, name: string } };

export type DeletePriceListMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePriceListMutation = { __typename?: 'Mutation', deletePriceList: string };

export type DeleteUnavailabilityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteUnavailabilityMutation = { __typename?: 'Mutation', deleteUnavailability: string };

export type ParkingPriceListsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParkingPriceListsQuery = { __typename?: 'Query', parking: { __typename?: 'Parking', id: string, identifier: string, name: string, status: ParkingStatus, canManage: boolean, priceLists: Array<{ __typename?: 'PriceList', id: string, name: string, days: Array<DayOrEvent>, startHour: string, endHour: string, settlementPeriod: SettlementPeriod, firstPeriodPrice: number, nextPeriodPrice: number, currency: string, isBasic: boolean }> } };

export type ParkingUnavailabilitiesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParkingUnavailabilitiesQuery = { __typename?: 'Query', parking: { __typename?: 'Parking', id: string, identifier: string, name: string, canManage: boolean, unavailabilities: Array<{ __typename?: 'Unavailability', id: string, name: string, days: Array<DayOrEvent>, startTime: string, endTime: string }> } };

export type UpdatePriceListMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PriceListInput;
}>;


export type UpdatePriceListMutation = { __typename?: 'Mutation', updatePriceList: { __typename?: 'PriceList', id: string, name: string, isBasic: boolean } };

export type UpdateUnavailabilityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UnavailabilityInput;
}>;


export type UpdateUnavailabilityMutation = { __typename?: 'Mutation', updateUnavailability: { __typename?: 'Unavailability', id: string, name: string } };

export type GetParkingByIdentifierQueryVariables = Exact<{
  identifier: Scalars['String']['input'];
}>;


export type GetParkingByIdentifierQuery = { __typename?: 'Query', parkingByIdentifier: { __typename?: 'PublicParking', identifier: string, note?: string | null, features: Array<SpotFeature>, spots: Array<{ __typename?: 'PublicParkingSpot', number: string, hasRestrictions: boolean, features: Array<SpotFeature>, state: PublicSpotState }>, restrictions: { __typename?: 'PublicRestrictions', hasRestrictions: boolean, maxHeightCm?: number | null, maxLengthCm?: number | null, maxWidthCm?: number | null }, address?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, entryAddress?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, exitAddress?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, images: Array<{ __typename?: 'PublicImage', url: string, thumbnailUrl: string, isPrimary: boolean }>, priceLists: Array<{ __typename?: 'PublicPriceList', name: string, days: Array<string>, startHour: string, endHour: string, settlementPeriod: string, firstPeriodPrice: number, nextPeriodPrice: number, currency: string, isBasic: boolean }>, unavailabilities: Array<{ __typename?: 'PublicUnavailability', name: string, days: Array<string>, startTime: string, endTime: string }>, availability: { __typename?: 'PublicAvailability', state: PublicAvailabilityState, availableSpots: number, totalSpots: number } } };

export type GetParkingPreviewQueryVariables = Exact<{
  identifier: Scalars['String']['input'];
}>;


export type GetParkingPreviewQuery = { __typename?: 'Query', parkingPreview: { __typename?: 'PublicParking', identifier: string, note?: string | null, features: Array<SpotFeature>, spots: Array<{ __typename?: 'PublicParkingSpot', number: string, hasRestrictions: boolean, features: Array<SpotFeature>, state: PublicSpotState }>, restrictions: { __typename?: 'PublicRestrictions', hasRestrictions: boolean, maxHeightCm?: number | null, maxLengthCm?: number | null, maxWidthCm?: number | null }, address?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, entryAddress?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, exitAddress?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, images: Array<{ __typename?: 'PublicImage', url: string, thumbnailUrl: string, isPrimary: boolean }>, priceLists: Array<{ __typename?: 'PublicPriceList', name: string, days: Array<string>, startHour: string, endHour: string, settlementPeriod: string, firstPeriodPrice: number, nextPeriodPrice: number, currency: string, isBasic: boolean }>, unavailabilities: Array<{ __typename?: 'PublicUnavailability', name: string, days: Array<string>, startTime: string, endTime: string }>, availability: { __typename?: 'PublicAvailability', state: PublicAvailabilityState, availableSpots: number, totalSpots: number } } };

export type GetSpotByParkingIdentifierQueryVariables = Exact<{
  identifier: Scalars['String']['input'];
  spotNumber: Scalars['String']['input'];
}>;


export type GetSpotByParkingIdentifierQuery = { __typename?: 'Query', spotByParkingIdentifier: { __typename?: 'PublicSpot', number: string, hasRestrictions: boolean, features: Array<SpotFeature>, state: PublicSpotState, images: Array<{ __typename?: 'PublicImage', url: string, thumbnailUrl: string, isPrimary: boolean }>, parking: { __typename?: 'PublicParking', identifier: string, note?: string | null, features: Array<SpotFeature>, restrictions: { __typename?: 'PublicRestrictions', hasRestrictions: boolean, maxHeightCm?: number | null, maxLengthCm?: number | null, maxWidthCm?: number | null }, address?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, entryAddress?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, exitAddress?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, images: Array<{ __typename?: 'PublicImage', url: string, thumbnailUrl: string, isPrimary: boolean }>, priceLists: Array<{ __typename?: 'PublicPriceList', name: string, days: Array<string>, startHour: string, endHour: string, settlementPeriod: string, firstPeriodPrice: number, nextPeriodPrice: number, currency: string, isBasic: boolean }>, unavailabilities: Array<{ __typename?: 'PublicUnavailability', name: string, days: Array<string>, startTime: string, endTime: string }>, availability: { __typename?: 'PublicAvailability', state: PublicAvailabilityState, availableSpots: number, totalSpots: number } } } };

export type GetSpotPreviewQueryVariables = Exact<{
  identifier: Scalars['String']['input'];
  spotNumber: Scalars['String']['input'];
}>;


export type GetSpotPreviewQuery = { __typename?: 'Query', spotPreview: { __typename?: 'PublicSpot', number: string, hasRestrictions: boolean, features: Array<SpotFeature>, state: PublicSpotState, images: Array<{ __typename?: 'PublicImage', url: string, thumbnailUrl: string, isPrimary: boolean }>, parking: { __typename?: 'PublicParking', identifier: string, note?: string | null, features: Array<SpotFeature>, restrictions: { __typename?: 'PublicRestrictions', hasRestrictions: boolean, maxHeightCm?: number | null, maxLengthCm?: number | null, maxWidthCm?: number | null }, address?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, entryAddress?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, exitAddress?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, images: Array<{ __typename?: 'PublicImage', url: string, thumbnailUrl: string, isPrimary: boolean }>, priceLists: Array<{ __typename?: 'PublicPriceList', name: string, days: Array<string>, startHour: string, endHour: string, settlementPeriod: string, firstPeriodPrice: number, nextPeriodPrice: number, currency: string, isBasic: boolean }>, unavailabilities: Array<{ __typename?: 'PublicUnavailability', name: string, days: Array<string>, startTime: string, endTime: string }>, availability: { __typename?: 'PublicAvailability', state: PublicAvailabilityState, availableSpots: number, totalSpots: number } } } };

export type PublicAddressFieldsFragment = { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number };

export type PublicParkingFieldsFragment = { __typename?: 'PublicParking', identifier: string, note?: string | null, features: Array<SpotFeature>, restrictions: { __typename?: 'PublicRestrictions', hasRestrictions: boolean, maxHeightCm?: number | null, maxLengthCm?: number | null, maxWidthCm?: number | null }, address?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, entryAddress?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, exitAddress?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, images: Array<{ __typename?: 'PublicImage', url: string, thumbnailUrl: string, isPrimary: boolean }>, priceLists: Array<{ __typename?: 'PublicPriceList', name: string, days: Array<string>, startHour: string, endHour: string, settlementPeriod: string, firstPeriodPrice: number, nextPeriodPrice: number, currency: string, isBasic: boolean }>, unavailabilities: Array<{ __typename?: 'PublicUnavailability', name: string, days: Array<string>, startTime: string, endTime: string }>, availability: { __typename?: 'PublicAvailability', state: PublicAvailabilityState, availableSpots: number, totalSpots: number } };

export type PublicSpotFieldsFragment = { __typename?: 'PublicSpot', number: string, hasRestrictions: boolean, features: Array<SpotFeature>, state: PublicSpotState, images: Array<{ __typename?: 'PublicImage', url: string, thumbnailUrl: string, isPrimary: boolean }>, parking: { __typename?: 'PublicParking', identifier: string, note?: string | null, features: Array<SpotFeature>, restrictions: { __typename?: 'PublicRestrictions', hasRestrictions: boolean, maxHeightCm?: number | null, maxLengthCm?: number | null, maxWidthCm?: number | null }, address?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, entryAddress?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, exitAddress?: { __typename?: 'PublicAddress', street?: string | null, number?: string | null, postcode?: string | null, city: string, latitude: number, longitude: number } | null, images: Array<{ __typename?: 'PublicImage', url: string, thumbnailUrl: string, isPrimary: boolean }>, priceLists: Array<{ __typename?: 'PublicPriceList', name: string, days: Array<string>, startHour: string, endHour: string, settlementPeriod: string, firstPeriodPrice: number, nextPeriodPrice: number, currency: string, isBasic: boolean }>, unavailabilities: Array<{ __typename?: 'PublicUnavailability', name: string, days: Array<string>, startTime: string, endTime: string }>, availability: { __typename?: 'PublicAvailability', state: PublicAvailabilityState, availableSpots: number, totalSpots: number } } };

export type PublicStayPricesQueryVariables = Exact<{
  identifier: Scalars['String']['input'];
}>;


export type PublicStayPricesQuery = { __typename?: 'Query', stayPrices: Array<{ __typename?: 'StayPrice', minutes: number, amount: number, currency: string, priceListName: string }> };

export type CancelReservationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelReservationMutation = { __typename?: 'Mutation', cancelReservation: { __typename?: 'Reservation', id: string, status: ReservationStatus, cancelledAt?: string | null, canExtend: boolean, canCancel: boolean, canComplete: boolean, refunds: Array<{ __typename?: 'Refund', id: string, amount: number, destination: RefundDestination, status: RefundStatus }> } };

export type CompleteReservationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CompleteReservationMutation = { __typename?: 'Mutation', completeReservation: { __typename?: 'Reservation', id: string, status: ReservationStatus, completedAt?: string | null, canExtend: boolean, canCancel: boolean, canComplete: boolean } };

export type ExtendReservationMutationVariables = Exact<{
  input: ExtendReservationInput;
}>;


export type ExtendReservationMutation = { __typename?: 'Mutation', extendReservation: { __typename?: 'ReservationPayload', reservation: { __typename?: 'Reservation', id: string, endAt: string, pendingExtensionEndAt?: string | null }, order: { __typename?: 'Order', id: string, total: number, currency: string } } };

export type ExtensionQuoteQueryVariables = Exact<{
  input: ExtendReservationInput;
}>;


export type ExtensionQuoteQuery = { __typename?: 'Query', extensionQuote: { __typename?: 'ExtensionQuote', amount: number, currency: string, available: boolean, nextReservationStartAt?: string | null } };

export type MyLiveReservationsQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MyLiveReservationsQuery = { __typename?: 'Query', myReservations: { __typename?: 'ReservationPage', nextCursor?: string | null, items: Array<{ __typename?: 'Reservation', id: string, parkingId: string, spotId: string, startAt: string, endAt: string, status: ReservationStatus, createdAt: string, updatedAt: string, parkingIdentifier: string, parkingName: string, spotNumber: string, accessInstructions?: string | null, accessInstructionsFrom?: string | null, amount: number, currency: string, paymentDueAt?: string | null, pendingExtensionEndAt?: string | null, completedAt?: string | null, cancelledAt?: string | null, canExtend: boolean, canCancel: boolean, canComplete: boolean, vehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null }, billingAccount?: { __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null } | null, location: { __typename?: 'ReservationLocation', address: string, latitude: number, longitude: number }, cancelRefund?: { __typename?: 'RefundPlan', toPayer: number, toBalance: number } | null, orders: Array<{ __typename?: 'Order', id: string, number: string, createdAt: string, status: OrderStatus, product: Product, total: number, currency: string, payments: Array<{ __typename?: 'Payment', id: string, status: PaymentStatus, method: PaymentMethod, amount: number, currency: string, finishedAt?: string | null, document?: { __typename?: 'PaymentDocument', kind: string, number: string, fileName: string, url: string } | null, refunds: Array<{ __typename?: 'Refund', id: string, amount: number, destination: RefundDestination, status: RefundStatus, finishedAt?: string | null }> }> }>, unpaidOrder?: { __typename?: 'Order', id: string, total: number, currency: string } | null, tickets: Array<{ __typename?: 'Ticket', id: string, number: string }> }> } };

export type MyReservationHistoryQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MyReservationHistoryQuery = { __typename?: 'Query', myReservations: { __typename?: 'ReservationPage', nextCursor?: string | null, items: Array<{ __typename?: 'Reservation', id: string, parkingId: string, spotId: string, startAt: string, endAt: string, status: ReservationStatus, createdAt: string, updatedAt: string, parkingIdentifier: string, parkingName: string, spotNumber: string, accessInstructions?: string | null, accessInstructionsFrom?: string | null, amount: number, currency: string, paymentDueAt?: string | null, pendingExtensionEndAt?: string | null, completedAt?: string | null, cancelledAt?: string | null, canExtend: boolean, canCancel: boolean, canComplete: boolean, vehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null }, billingAccount?: { __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null } | null, location: { __typename?: 'ReservationLocation', address: string, latitude: number, longitude: number }, cancelRefund?: { __typename?: 'RefundPlan', toPayer: number, toBalance: number } | null, orders: Array<{ __typename?: 'Order', id: string, number: string, createdAt: string, status: OrderStatus, product: Product, total: number, currency: string, payments: Array<{ __typename?: 'Payment', id: string, status: PaymentStatus, method: PaymentMethod, amount: number, currency: string, finishedAt?: string | null, document?: { __typename?: 'PaymentDocument', kind: string, number: string, fileName: string, url: string } | null, refunds: Array<{ __typename?: 'Refund', id: string, amount: number, destination: RefundDestination, status: RefundStatus, finishedAt?: string | null }> }> }>, unpaidOrder?: { __typename?: 'Order', id: string, total: number, currency: string } | null, tickets: Array<{ __typename?: 'Ticket', id: string, number: string }> }> } };

export type OfflinePassesQueryVariables = Exact<{ [key: string]: never; }>;


export type OfflinePassesQuery = { __typename?: 'Query', myReservations: { __typename?: 'ReservationPage', nextCursor?: string | null, items: Array<{ __typename?: 'Reservation', id: string, status: ReservationStatus, startAt: string, endAt: string, parkingName: string, parkingIdentifier: string, spotNumber: string, accessInstructions?: string | null, vehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string }, location: { __typename?: 'ReservationLocation', address: string } }> } };

export type ParkingReservationsQueryVariables = Exact<{
  parkingId: Scalars['ID']['input'];
  live: Scalars['Boolean']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ParkingReservationsQuery = { __typename?: 'Query', parking: { __typename?: 'Parking', id: string, name: string, identifier: string }, parkingReservations: { __typename?: 'ReservationPage', nextCursor?: string | null, items: Array<{ __typename?: 'Reservation', id: string, startAt: string, endAt: string, status: ReservationStatus, spotNumber: string, amount: number, currency: string, vehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string } }> } };

export type ReservationDetailsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReservationDetailsQuery = { __typename?: 'Query', reservation: { __typename?: 'Reservation', id: string, parkingId: string, spotId: string, startAt: string, endAt: string, status: ReservationStatus, createdAt: string, updatedAt: string, parkingIdentifier: string, parkingName: string, spotNumber: string, accessInstructions?: string | null, accessInstructionsFrom?: string | null, amount: number, currency: string, paymentDueAt?: string | null, pendingExtensionEndAt?: string | null, completedAt?: string | null, cancelledAt?: string | null, canExtend: boolean, canCancel: boolean, canComplete: boolean, vehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null }, billingAccount?: { __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null } | null, location: { __typename?: 'ReservationLocation', address: string, latitude: number, longitude: number }, cancelRefund?: { __typename?: 'RefundPlan', toPayer: number, toBalance: number } | null, orders: Array<{ __typename?: 'Order', id: string, number: string, createdAt: string, status: OrderStatus, product: Product, total: number, currency: string, payments: Array<{ __typename?: 'Payment', id: string, status: PaymentStatus, method: PaymentMethod, amount: number, currency: string, finishedAt?: string | null, document?: { __typename?: 'PaymentDocument', kind: string, number: string, fileName: string, url: string } | null, refunds: Array<{ __typename?: 'Refund', id: string, amount: number, destination: RefundDestination, status: RefundStatus, finishedAt?: string | null }> }> }>, unpaidOrder?: { __typename?: 'Order', id: string, total: number, currency: string } | null, tickets: Array<{ __typename?: 'Ticket', id: string, number: string }> } };

export type ReservationViewFieldsFragment = { __typename?: 'Reservation', id: string, parkingId: string, spotId: string, startAt: string, endAt: string, status: ReservationStatus, createdAt: string, updatedAt: string, parkingIdentifier: string, parkingName: string, spotNumber: string, accessInstructions?: string | null, accessInstructionsFrom?: string | null, amount: number, currency: string, paymentDueAt?: string | null, pendingExtensionEndAt?: string | null, completedAt?: string | null, cancelledAt?: string | null, canExtend: boolean, canCancel: boolean, canComplete: boolean, vehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null }, billingAccount?: { __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null } | null, location: { __typename?: 'ReservationLocation', address: string, latitude: number, longitude: number }, cancelRefund?: { __typename?: 'RefundPlan', toPayer: number, toBalance: number } | null, orders: Array<{ __typename?: 'Order', id: string, number: string, createdAt: string, status: OrderStatus, product: Product, total: number, currency: string, payments: Array<{ __typename?: 'Payment', id: string, status: PaymentStatus, method: PaymentMethod, amount: number, currency: string, finishedAt?: string | null, document?: { __typename?: 'PaymentDocument', kind: string, number: string, fileName: string, url: string } | null, refunds: Array<{ __typename?: 'Refund', id: string, amount: number, destination: RefundDestination, status: RefundStatus, finishedAt?: string | null }> }> }>, unpaidOrder?: { __typename?: 'Order', id: string, total: number, currency: string } | null, tickets: Array<{ __typename?: 'Ticket', id: string, number: string }> };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: { __typename?: 'TokenPayload', token: string } };

export type ReminderSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReminderSettingsQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, reminderMinutes?: number | null } };

export type SetReminderMinutesMutationVariables = Exact<{
  minutes?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SetReminderMinutesMutation = { __typename?: 'Mutation', setReminderMinutes: { __typename?: 'User', id: string, reminderMinutes?: number | null } };

export type SavePushSubscriptionMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type SavePushSubscriptionMutation = { __typename?: 'Mutation', savePushSubscription: { __typename?: 'StatusPayload', status: string } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', id: string, name: string, language: string, timezone: string, birthdayOn?: string | null } };

export type ParkingStatementsQueryVariables = Exact<{
  parkingId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ParkingStatementsQuery = { __typename?: 'Query', parking: { __typename?: 'Parking', id: string, name: string, identifier: string }, parkingStatements: { __typename?: 'ParkingStatementMonthPage', nextCursor?: string | null, items: Array<{ __typename?: 'ParkingStatementMonth', month: string, closed: boolean, stays: number, reversals: number, earnings: number, commission: number, refundsBorne: number, commissionReturned: number, net: number, currency: string, pdf: { __typename?: 'StatementFile', url: string, fileName: string }, csv: { __typename?: 'StatementFile', url: string, fileName: string }, commissionInvoice?: { __typename?: 'StatementInvoice', id: string, number: string, url: string, fileName: string } | null, commissionCorrection?: { __typename?: 'StatementInvoice', id: string, number: string, url: string, fileName: string } | null }> } };

export type AdminTicketsQueryVariables = Exact<{
  filter?: InputMaybe<TicketFilterInput>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminTicketsQuery = { __typename?: 'Query', adminTickets: { __typename?: 'TicketPage', nextCursor?: string | null, items: Array<{ __typename?: 'Ticket', id: string, number: string, type: TicketType, subject: string, priority: TicketPriority, status: TicketStatus, reason?: ProblemReason | null, reportedAt: string, lastMessageAt: string, awaitingViewer: boolean, reporterName?: string | null, parking?: { __typename?: 'TicketParking', id: string, identifier: string } | null, assignee?: { __typename?: 'User', id: string, name: string } | null }> } };

export type AssignTicketMutationVariables = Exact<{
  ticketId: Scalars['ID']['input'];
  toMe: Scalars['Boolean']['input'];
}>;


export type AssignTicketMutation = { __typename?: 'Mutation', assignTicket: { __typename?: 'Ticket', id: string } };

export type SetTicketPriorityMutationVariables = Exact<{
  ticketId: Scalars['ID']['input'];
  priority: TicketPriority;
}>;


export type SetTicketPriorityMutation = { __typename?: 'Mutation', setTicketPriority: { __typename?: 'Ticket', id: string } };

export type SupportMoveTicketMutationVariables = Exact<{
  input: TicketMoveInput;
}>;


export type SupportMoveTicketMutation = { __typename?: 'Mutation', moveTicket: { __typename?: 'Ticket', id: string } };

export type SupportReplyMutationVariables = Exact<{
  input: TicketReplyInput;
}>;


export type SupportReplyMutation = { __typename?: 'Mutation', replyToTicket: { __typename?: 'Ticket', id: string } };

export type GrantTicketRefundMutationVariables = Exact<{
  input: TicketRefundInput;
}>;


export type GrantTicketRefundMutation = { __typename?: 'Mutation', grantTicketRefund: { __typename?: 'Ticket', id: string } };

export type SupportTicketQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SupportTicketQuery = { __typename?: 'Query', ticket: { __typename?: 'Ticket', id: string, number: string, type: TicketType, subject: string, description: string, priority: TicketPriority, status: TicketStatus, reason?: ProblemReason | null, reportedAt: string, resolvedAt?: string | null, outcome?: string | null, viewerRole: TicketRole, allowedStatuses: Array<TicketStatus>, canReply: boolean, reporterName?: string | null, reporterId?: string | null, refundable?: number | null, parking?: { __typename?: 'TicketParking', id: string, identifier: string, name?: string | null } | null, reservation?: { __typename?: 'Reservation', id: string, startAt: string, endAt: string, amount: number, currency: string, status: ReservationStatus, spotNumber: string, vehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string } } | null, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }>, messages: Array<{ __typename?: 'TicketMessage', id: string, authorRole: TicketRole, authorName?: string | null, mine: boolean, body: string, internal: boolean, createdAt: string, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }> }>, assignee?: { __typename?: 'User', id: string, name: string } | null, refund?: { __typename?: 'TicketRefund', amount: number, bearer: RefundBearer, createdAt: string, refunds: Array<{ __typename?: 'Refund', id: string, amount: number, destination: RefundDestination, status: RefundStatus }> } | null, refundablePlan?: { __typename?: 'RefundPlan', toPayer: number, toBalance: number } | null, events: Array<{ __typename?: 'TicketEvent', id: string, kind: TicketEventKind, actorRole: TicketRole, actorName?: string | null, from?: string | null, to?: string | null, amount?: number | null, bearer?: RefundBearer | null, createdAt: string }> } };

export type CancelStayWithRefundMutationVariables = Exact<{
  ticketId: Scalars['ID']['input'];
}>;


export type CancelStayWithRefundMutation = { __typename?: 'Mutation', cancelStayWithRefund: { __typename?: 'Ticket', id: string, number: string, type: TicketType, subject: string, description: string, priority: TicketPriority, status: TicketStatus, reason?: ProblemReason | null, reportedAt: string, resolvedAt?: string | null, outcome?: string | null, viewerRole: TicketRole, awaitingViewer: boolean, allowedStatuses: Array<TicketStatus>, canReply: boolean, reporterName?: string | null, reservationId?: string | null, parking?: { __typename?: 'TicketParking', id: string, identifier: string, name?: string | null } | null, refund?: { __typename?: 'TicketRefund', amount: number, createdAt: string, refunds: Array<{ __typename?: 'Refund', id: string, amount: number, destination: RefundDestination, status: RefundStatus }> } | null, remedies?: { __typename?: 'TicketRemedies', otherSpotNumber?: string | null, refundAmount: number, refundPlan: { __typename?: 'RefundPlan', toPayer: number, toBalance: number } } | null, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }>, messages: Array<{ __typename?: 'TicketMessage', id: string, authorRole: TicketRole, authorName?: string | null, mine: boolean, body: string, createdAt: string, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }> }> } };

export type CreateTicketMutationVariables = Exact<{
  input: TicketInput;
}>;


export type CreateTicketMutation = { __typename?: 'Mutation', createTicket: { __typename?: 'Ticket', id: string, number: string } };

export type MoveTicketMutationVariables = Exact<{
  input: TicketMoveInput;
}>;


export type MoveTicketMutation = { __typename?: 'Mutation', moveTicket: { __typename?: 'Ticket', id: string, number: string, type: TicketType, subject: string, description: string, priority: TicketPriority, status: TicketStatus, reason?: ProblemReason | null, reportedAt: string, resolvedAt?: string | null, outcome?: string | null, viewerRole: TicketRole, awaitingViewer: boolean, allowedStatuses: Array<TicketStatus>, canReply: boolean, reporterName?: string | null, reservationId?: string | null, parking?: { __typename?: 'TicketParking', id: string, identifier: string, name?: string | null } | null, refund?: { __typename?: 'TicketRefund', amount: number, createdAt: string, refunds: Array<{ __typename?: 'Refund', id: string, amount: number, destination: RefundDestination, status: RefundStatus }> } | null, remedies?: { __typename?: 'TicketRemedies', otherSpotNumber?: string | null, refundAmount: number, refundPlan: { __typename?: 'RefundPlan', toPayer: number, toBalance: number } } | null, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }>, messages: Array<{ __typename?: 'TicketMessage', id: string, authorRole: TicketRole, authorName?: string | null, mine: boolean, body: string, createdAt: string, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }> }> } };

export type MyTicketsQueryVariables = Exact<{
  scope: TicketScope;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MyTicketsQuery = { __typename?: 'Query', myTickets: { __typename?: 'TicketPage', nextCursor?: string | null, items: Array<{ __typename?: 'Ticket', id: string, number: string, type: TicketType, subject: string, priority: TicketPriority, status: TicketStatus, reportedAt: string, resolvedAt?: string | null, awaitingViewer: boolean }> } };

export type ReplyToTicketMutationVariables = Exact<{
  input: TicketReplyInput;
}>;


export type ReplyToTicketMutation = { __typename?: 'Mutation', replyToTicket: { __typename?: 'Ticket', id: string, number: string, type: TicketType, subject: string, description: string, priority: TicketPriority, status: TicketStatus, reason?: ProblemReason | null, reportedAt: string, resolvedAt?: string | null, outcome?: string | null, viewerRole: TicketRole, awaitingViewer: boolean, allowedStatuses: Array<TicketStatus>, canReply: boolean, reporterName?: string | null, reservationId?: string | null, parking?: { __typename?: 'TicketParking', id: string, identifier: string, name?: string | null } | null, refund?: { __typename?: 'TicketRefund', amount: number, createdAt: string, refunds: Array<{ __typename?: 'Refund', id: string, amount: number, destination: RefundDestination, status: RefundStatus }> } | null, remedies?: { __typename?: 'TicketRemedies', otherSpotNumber?: string | null, refundAmount: number, refundPlan: { __typename?: 'RefundPlan', toPayer: number, toBalance: number } } | null, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }>, messages: Array<{ __typename?: 'TicketMessage', id: string, authorRole: TicketRole, authorName?: string | null, mine: boolean, body: string, createdAt: string, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }> }> } };

export type TakeOtherSpotMutationVariables = Exact<{
  ticketId: Scalars['ID']['input'];
}>;


export type TakeOtherSpotMutation = { __typename?: 'Mutation', takeOtherSpot: { __typename?: 'Ticket', id: string, number: string, type: TicketType, subject: string, description: string, priority: TicketPriority, status: TicketStatus, reason?: ProblemReason | null, reportedAt: string, resolvedAt?: string | null, outcome?: string | null, viewerRole: TicketRole, awaitingViewer: boolean, allowedStatuses: Array<TicketStatus>, canReply: boolean, reporterName?: string | null, reservationId?: string | null, parking?: { __typename?: 'TicketParking', id: string, identifier: string, name?: string | null } | null, refund?: { __typename?: 'TicketRefund', amount: number, createdAt: string, refunds: Array<{ __typename?: 'Refund', id: string, amount: number, destination: RefundDestination, status: RefundStatus }> } | null, remedies?: { __typename?: 'TicketRemedies', otherSpotNumber?: string | null, refundAmount: number, refundPlan: { __typename?: 'RefundPlan', toPayer: number, toBalance: number } } | null, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }>, messages: Array<{ __typename?: 'TicketMessage', id: string, authorRole: TicketRole, authorName?: string | null, mine: boolean, body: string, createdAt: string, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }> }> } };

export type TicketRowFieldsFragment = { __typename?: 'Ticket', id: string, number: string, type: TicketType, subject: string, priority: TicketPriority, status: TicketStatus, reportedAt: string, resolvedAt?: string | null, awaitingViewer: boolean };

export type TicketPhotoFieldsFragment = { __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number };

export type TicketViewFieldsFragment = { __typename?: 'Ticket', id: string, number: string, type: TicketType, subject: string, description: string, priority: TicketPriority, status: TicketStatus, reason?: ProblemReason | null, reportedAt: string, resolvedAt?: string | null, outcome?: string | null, viewerRole: TicketRole, awaitingViewer: boolean, allowedStatuses: Array<TicketStatus>, canReply: boolean, reporterName?: string | null, reservationId?: string | null, parking?: { __typename?: 'TicketParking', id: string, identifier: string, name?: string | null } | null, refund?: { __typename?: 'TicketRefund', amount: number, createdAt: string, refunds: Array<{ __typename?: 'Refund', id: string, amount: number, destination: RefundDestination, status: RefundStatus }> } | null, remedies?: { __typename?: 'TicketRemedies', otherSpotNumber?: string | null, refundAmount: number, refundPlan: { __typename?: 'RefundPlan', toPayer: number, toBalance: number } } | null, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }>, messages: Array<{ __typename?: 'TicketMessage', id: string, authorRole: TicketRole, authorName?: string | null, mine: boolean, body: string, createdAt: string, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }> }> };

export type TicketReservationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TicketReservationQuery = { __typename?: 'Query', reservation: { __typename?: 'Reservation', id: string, parkingName: string, parkingIdentifier: string, spotNumber: string, startAt: string, endAt: string, status: ReservationStatus, tickets: Array<{ __typename?: 'Ticket', id: string, number: string }> } };

export type TicketQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TicketQuery = { __typename?: 'Query', ticket: { __typename?: 'Ticket', id: string, number: string, type: TicketType, subject: string, description: string, priority: TicketPriority, status: TicketStatus, reason?: ProblemReason | null, reportedAt: string, resolvedAt?: string | null, outcome?: string | null, viewerRole: TicketRole, awaitingViewer: boolean, allowedStatuses: Array<TicketStatus>, canReply: boolean, reporterName?: string | null, reservationId?: string | null, parking?: { __typename?: 'TicketParking', id: string, identifier: string, name?: string | null } | null, refund?: { __typename?: 'TicketRefund', amount: number, createdAt: string, refunds: Array<{ __typename?: 'Refund', id: string, amount: number, destination: RefundDestination, status: RefundStatus }> } | null, remedies?: { __typename?: 'TicketRemedies', otherSpotNumber?: string | null, refundAmount: number, refundPlan: { __typename?: 'RefundPlan', toPayer: number, toBalance: number } } | null, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }>, messages: Array<{ __typename?: 'TicketMessage', id: string, authorRole: TicketRole, authorName?: string | null, mine: boolean, body: string, createdAt: string, photos: Array<{ __typename?: 'TicketPhoto', id: string, url: string, thumbnailUrl: string, width: number, height: number }> }> } };

export type CreateVehicleMutationVariables = Exact<{
  input: VehicleInput;
}>;


export type CreateVehicleMutation = { __typename?: 'Mutation', createVehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null, status: VehicleStatus, isDefault: boolean, billingAccountId?: string | null, billingAccount?: { __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null } | null } };

export type MyVehicleListQueryVariables = Exact<{ [key: string]: never; }>;


export type MyVehicleListQuery = { __typename?: 'Query', myVehicles: Array<{ __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null, status: VehicleStatus, isDefault: boolean, billingAccountId?: string | null, billingAccount?: { __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null } | null }> };

export type SetDefaultVehicleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SetDefaultVehicleMutation = { __typename?: 'Mutation', setDefaultVehicle: { __typename?: 'Vehicle', id: string, isDefault: boolean } };

export type UpdateVehicleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: VehicleInput;
}>;


export type UpdateVehicleMutation = { __typename?: 'Mutation', updateVehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null, status: VehicleStatus, isDefault: boolean, billingAccountId?: string | null, billingAccount?: { __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null } | null } };

export type VehicleBillingAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type VehicleBillingAccountsQuery = { __typename?: 'Query', myBillingAccounts: Array<{ __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null, isDefault: boolean }> };

export type VehicleCardFieldsFragment = { __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null, status: VehicleStatus, isDefault: boolean, billingAccountId?: string | null, billingAccount?: { __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null } | null };

export type VehicleForEditorQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VehicleForEditorQuery = { __typename?: 'Query', vehicle: { __typename?: 'Vehicle', id: string, registrationNumber: string, name?: string | null, status: VehicleStatus, isDefault: boolean, billingAccountId?: string | null, billingAccount?: { __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null } | null } };

export type BankAccountsAwaitingVerificationQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type BankAccountsAwaitingVerificationQuery = { __typename?: 'Query', bankAccountsAwaitingVerification: { __typename?: 'BankAccountVerificationRequestPage', nextCursor?: string | null, items: Array<{ __typename?: 'BankAccountVerificationRequest', id: string, bankAccount: { __typename?: 'BankAccount', id: string, name: string, accountNumber: string, updatedAt: string }, owner?: { __typename?: 'BankAccountHolder', id: string, name: string, email: string } | null, billingAccounts: Array<{ __typename?: 'BillingAccount', id: string, fullName?: string | null, companyName?: string | null, vatId?: string | null, street?: string | null, buildingNumber: string, localNumber?: string | null, postcode: string, city: string, isDefault: boolean }> }> } };

export type ParkingsAwaitingVerificationQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ParkingsAwaitingVerificationQuery = { __typename?: 'Query', parkingsAwaitingVerification: { __typename?: 'ParkingPage', nextCursor?: string | null, items: Array<{ __typename?: 'Parking', id: string, identifier: string, note?: string | null, hasRestrictions: boolean, maxHeightCm?: number | null, maxLengthCm?: number | null, maxWidthCm?: number | null, spotCount: number, verificationRequestedAt?: string | null, owner?: { __typename?: 'ParkingOwner', id: string, name: string, email: string } | null, priceLists: Array<{ __typename?: 'PriceList', id: string, name: string, isBasic: boolean, days: Array<DayOrEvent>, startHour: string, endHour: string, settlementPeriod: SettlementPeriod, firstPeriodPrice: number, nextPeriodPrice: number, currency: string }>, images: Array<{ __typename?: 'Image', id: string, url: string, thumbnailUrl: string }>, basicAddress?: { __typename?: 'ParkingAddress', id: string, city: string, street?: string | null, number?: string | null } | null }> } };

export type RejectBankAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type RejectBankAccountMutation = { __typename?: 'Mutation', rejectBankAccount: { __typename?: 'BankAccount', id: string, status: BankAccountStatus, rejectionReason?: string | null } };

export type RejectParkingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type RejectParkingMutation = { __typename?: 'Mutation', rejectParking: { __typename?: 'Parking', id: string, status: ParkingStatus, rejectionReason?: string | null } };

export type VerifyBankAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VerifyBankAccountMutation = { __typename?: 'Mutation', verifyBankAccount: { __typename?: 'BankAccount', id: string, status: BankAccountStatus } };

export type VerifyParkingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VerifyParkingMutation = { __typename?: 'Mutation', verifyParking: { __typename?: 'Parking', id: string, status: ParkingStatus } };

export type LogoutUserMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutUserMutation = { __typename?: 'Mutation', logoutUser: { __typename?: 'StatusPayload', status: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, name: string, email: string, language: string, timezone: string, birthdayOn?: string | null, status: string, roles: Array<string>, balance: number, currency: string } };

export type RefreshTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshTokenMutation = { __typename?: 'Mutation', refreshToken: { __typename?: 'TokenPayload', token: string } };

export type StopImpersonatingMutationVariables = Exact<{ [key: string]: never; }>;


export type StopImpersonatingMutation = { __typename?: 'Mutation', stopImpersonating: { __typename?: 'StatusPayload', status: string } };

export const PayerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"blik"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<PayerFieldsFragment, unknown>;
export const BillingAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"vatId"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"buildingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"localNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isMonthlyBilling"}},{"kind":"Field","name":{"kind":"Name","value":"wantsVatInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<BillingAccountFieldsFragment, unknown>;
export const ReservationCheckoutFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationCheckoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"parkingIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"parkingName"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingExtensionEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ReservationCheckoutFieldsFragment, unknown>;
export const OrganizationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<OrganizationFieldsFragment, unknown>;
export const PublicAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<PublicAddressFieldsFragment, unknown>;
export const PublicParkingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicParkingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicParking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"restrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"maxHeightCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exitAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startHour"}},{"kind":"Field","name":{"kind":"Name","value":"endHour"}},{"kind":"Field","name":{"kind":"Name","value":"settlementPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"firstPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"nextPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isBasic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unavailabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpots"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<PublicParkingFieldsFragment, unknown>;
export const PublicSpotFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicSpotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicSpot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicParkingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicParkingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicParking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"restrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"maxHeightCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exitAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startHour"}},{"kind":"Field","name":{"kind":"Name","value":"endHour"}},{"kind":"Field","name":{"kind":"Name","value":"settlementPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"firstPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"nextPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isBasic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unavailabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpots"}}]}}]}}]} as unknown as DocumentNode<PublicSpotFieldsFragment, unknown>;
export const ReservationViewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parkingId"}},{"kind":"Field","name":{"kind":"Name","value":"spotId"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parkingIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"parkingName"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accessInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"accessInstructionsFrom"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingExtensionEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toPayer"}},{"kind":"Field","name":{"kind":"Name","value":"toBalance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<ReservationViewFieldsFragment, unknown>;
export const TicketRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingViewer"}}]}}]} as unknown as DocumentNode<TicketRowFieldsFragment, unknown>;
export const TicketPhotoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketPhoto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<TicketPhotoFieldsFragment, unknown>;
export const TicketViewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingViewer"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"canReply"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"parking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"remedies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otherSpotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toPayer"}},{"kind":"Field","name":{"kind":"Name","value":"toBalance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPhotoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPhotoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketPhoto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<TicketViewFieldsFragment, unknown>;
export const VehicleCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VehicleCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<VehicleCardFieldsFragment, unknown>;
export const ActiveReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveReservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeReservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parkingId"}},{"kind":"Field","name":{"kind":"Name","value":"spotId"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ActiveReservationQuery, ActiveReservationQueryVariables>;
export const TicketsAwaitingMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketsAwaitingMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketsAwaitingMe"}}]}}]} as unknown as DocumentNode<TicketsAwaitingMeQuery, TicketsAwaitingMeQueryVariables>;
export const PayOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}}]}}]}}]} as unknown as DocumentNode<PayOrderMutation, PayOrderMutationVariables>;
export const GetPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"reservationId"}}]}}]}}]}}]} as unknown as DocumentNode<GetPaymentQuery, GetPaymentQueryVariables>;
export const CreateParkingAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateParkingAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParkingAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createParkingAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<CreateParkingAddressMutation, CreateParkingAddressMutationVariables>;
export const DeleteParkingAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteParkingAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteParkingAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteParkingAddressMutation, DeleteParkingAddressMutationVariables>;
export const ParkingAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkingAddresses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<ParkingAddressesQuery, ParkingAddressesQueryVariables>;
export const UpdateParkingAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateParkingAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParkingAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateParkingAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]} as unknown as DocumentNode<UpdateParkingAddressMutation, UpdateParkingAddressMutationVariables>;
export const AdminUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<AdminUserQuery, AdminUserQueryVariables>;
export const AdminUserReservationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserReservations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"parkingIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUserReservationsQuery, AdminUserReservationsQueryVariables>;
export const AdminUserPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"product"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUserPaymentsQuery, AdminUserPaymentsQueryVariables>;
export const AdminUserTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUserTicketsQuery, AdminUserTicketsQueryVariables>;
export const ImpersonateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImpersonateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impersonateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ImpersonateUserMutation, ImpersonateUserMutationVariables>;
export const ListUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ListUsersQuery, ListUsersQueryVariables>;
export const CompleteSocialSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSocialSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteSocialSignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSocialSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<CompleteSocialSignUpMutation, CompleteSocialSignUpMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const LoginUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LoginUserMutation, LoginUserMutationVariables>;
export const RegisterUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegisterUserMutation, RegisterUserMutationVariables>;
export const ResendVerificationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerificationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResendVerificationCodeMutation, ResendVerificationCodeMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SocialSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocialSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SocialSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"signUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingToken"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SocialSignInMutation, SocialSignInMutationVariables>;
export const StartSocialSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartSocialSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartSocialSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSocialSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationUrl"}}]}}]}}]} as unknown as DocumentNode<StartSocialSignInMutation, StartSocialSignInMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const BillingAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingAccountFields"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"vatId"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"buildingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"localNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isMonthlyBilling"}},{"kind":"Field","name":{"kind":"Name","value":"wantsVatInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<BillingAccountQuery, BillingAccountQueryVariables>;
export const CreateBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}}]}}]} as unknown as DocumentNode<CreateBankAccountMutation, CreateBankAccountMutationVariables>;
export const CreateBillingAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBillingAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBillingAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<CreateBillingAccountMutation, CreateBillingAccountMutationVariables>;
export const DeleteBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBankAccountMutation, DeleteBankAccountMutationVariables>;
export const DeleteBillingAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBillingAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBillingAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBillingAccountMutation, DeleteBillingAccountMutationVariables>;
export const MyBankAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<MyBankAccountsQuery, MyBankAccountsQueryVariables>;
export const MyBillingAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBillingAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBillingAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingAccountFields"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"vatId"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"buildingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"localNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isMonthlyBilling"}},{"kind":"Field","name":{"kind":"Name","value":"wantsVatInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<MyBillingAccountsQuery, MyBillingAccountsQueryVariables>;
export const ResubmitBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResubmitBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resubmitBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]}}]} as unknown as DocumentNode<ResubmitBankAccountMutation, ResubmitBankAccountMutationVariables>;
export const SetDefaultBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDefaultBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<SetDefaultBankAccountMutation, SetDefaultBankAccountMutationVariables>;
export const SetDefaultBillingAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDefaultBillingAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultBillingAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<SetDefaultBillingAccountMutation, SetDefaultBillingAccountMutationVariables>;
export const UpdateBillingAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBillingAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<UpdateBillingAccountMutation, UpdateBillingAccountMutationVariables>;
export const BookingChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myVehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myBillingAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<BookingChoicesQuery, BookingChoicesQueryVariables>;
export const CreateReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReservationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateReservationMutation, CreateReservationMutationVariables>;
export const CurrentReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentReservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeReservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentReservationQuery, CurrentReservationQueryVariables>;
export const ReservationCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReservationCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationCheckoutFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationCheckoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"parkingIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"parkingName"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingExtensionEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"blik"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ReservationCheckoutQuery, ReservationCheckoutQueryVariables>;
export const ActiveReservationCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveReservationCheckout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeReservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationCheckoutFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationCheckoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"parkingIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"parkingName"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingExtensionEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"blik"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ActiveReservationCheckoutQuery, ActiveReservationCheckoutQueryVariables>;
export const OrderReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationCheckoutFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationCheckoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"parkingIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"parkingName"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingExtensionEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"blik"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<OrderReservationQuery, OrderReservationQueryVariables>;
export const ReservationQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReservationQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parkingId"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"spotId"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<ReservationQuoteQuery, ReservationQuoteQueryVariables>;
export const DeleteImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteImageMutation, DeleteImageMutationVariables>;
export const ImageSubjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImageSubject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parkingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isAddress"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isSpot"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parkingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parkingAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isAddress"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isSpot"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<ImageSubjectQuery, ImageSubjectQueryVariables>;
export const ImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Images"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSubjectType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<ImagesQuery, ImagesQueryVariables>;
export const ReorderImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderImagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<ReorderImagesMutation, ReorderImagesMutationVariables>;
export const SetPrimaryImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPrimaryImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPrimaryImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<SetPrimaryImageMutation, SetPrimaryImageMutationVariables>;
export const UploadImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadImagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}}]} as unknown as DocumentNode<UploadImagesMutation, UploadImagesMutationVariables>;
export const KsefQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KsefQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ksefQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sending"}},{"kind":"Field","name":{"kind":"Name","value":"apiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"sending"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nearDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"pastDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"ksefFrom"}},{"kind":"Field","name":{"kind":"Name","value":"beforeKsefFrom"}},{"kind":"Field","name":{"kind":"Name","value":"oldestWaiting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAlert"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<KsefQueueQuery, KsefQueueQueryVariables>;
export const KsefRejectedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KsefRejected"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ksefRejected"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAlert"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"ksefStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<KsefRejectedQuery, KsefRejectedQueryVariables>;
export const RetryKsefSubmissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryKsefSubmission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryKsefSubmission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RetryKsefSubmissionMutation, RetryKsefSubmissionMutationVariables>;
export const UpdateLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<UpdateLanguageMutation, UpdateLanguageMutationVariables>;
export const MapTileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapTile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MapTileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapTile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"z"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"parkings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"freeSpots"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpots"}},{"kind":"Field","name":{"kind":"Name","value":"maxHeight"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clusters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"parkings"}},{"kind":"Field","name":{"kind":"Name","value":"freeParkings"}},{"kind":"Field","name":{"kind":"Name","value":"freeSpots"}},{"kind":"Field","name":{"kind":"Name","value":"north"}},{"kind":"Field","name":{"kind":"Name","value":"south"}},{"kind":"Field","name":{"kind":"Name","value":"east"}},{"kind":"Field","name":{"kind":"Name","value":"west"}}]}}]}}]}}]} as unknown as DocumentNode<MapTileQuery, MapTileQueryVariables>;
export const MapReservationQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapReservationQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parkingId"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<MapReservationQuoteQuery, MapReservationQuoteQueryVariables>;
export const SpotStatesChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SpotStatesChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"area"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AreaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spotStatesChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"area"},"value":{"kind":"Variable","name":{"kind":"Name","value":"area"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parkingId"}},{"kind":"Field","name":{"kind":"Name","value":"spotId"}}]}}]}}]} as unknown as DocumentNode<SpotStatesChangedSubscription, SpotStatesChangedSubscriptionVariables>;
export const MapStayPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapStayPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stayPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}},{"kind":"Argument","name":{"kind":"Name","value":"startAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<MapStayPricesQuery, MapStayPricesQueryVariables>;
export const AutomaticPayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AutomaticPayout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"automaticPayout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"blockers"}}]}}]}}]}}]} as unknown as DocumentNode<AutomaticPayoutQuery, AutomaticPayoutQueryVariables>;
export const MoneyBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoneyBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"blik"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myBillingAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<MoneyBalanceQuery, MoneyBalanceQueryVariables>;
export const CreateTopUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTopUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTopUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTopUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<CreateTopUpMutation, CreateTopUpMutationVariables>;
export const DeleteBlikAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBlikAlias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBlikAlias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBlikAliasMutation, DeleteBlikAliasMutationVariables>;
export const MyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"grossAmount"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;
export const MyPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"ksefNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyInvoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"ksefNumber"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"correction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<MyPaymentsQuery, MyPaymentsQueryVariables>;
export const MyPayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPayouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPayouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<MyPayoutsQuery, MyPayoutsQueryVariables>;
export const MyWalletHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWalletHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myWalletHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"payoutId"}},{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<MyWalletHistoryQuery, MyWalletHistoryQueryVariables>;
export const PayoutQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"freePayoutsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myBankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<PayoutQuoteQuery, PayoutQuoteQueryVariables>;
export const RequestPayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RequestPayoutMutation, RequestPayoutMutationVariables>;
export const TopUpCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopUpCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccountId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"blik"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<TopUpCheckoutQuery, TopUpCheckoutQueryVariables>;
export const AcceptOrganizationInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptOrganizationInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptOrganizationInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AcceptOrganizationInvitationMutation, AcceptOrganizationInvitationMutationVariables>;
export const CreateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreateOrganizationMutation, CreateOrganizationMutationVariables>;
export const InviteOrganizationMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteOrganizationMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteOrganizationMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteOrganizationMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<InviteOrganizationMemberMutation, InviteOrganizationMemberMutationVariables>;
export const LeaveOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<LeaveOrganizationMutation, LeaveOrganizationMutationVariables>;
export const MyOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]}}]} as unknown as DocumentNode<MyOrganizationsQuery, MyOrganizationsQueryVariables>;
export const OrganizationInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"inviterName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<OrganizationInvitationQuery, OrganizationInvitationQueryVariables>;
export const OrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Organization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<OrganizationQuery, OrganizationQueryVariables>;
export const RemoveOrganizationMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveOrganizationMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeOrganizationMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RemoveOrganizationMemberMutation, RemoveOrganizationMemberMutationVariables>;
export const RevokeOrganizationInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeOrganizationInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeOrganizationInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RevokeOrganizationInvitationMutation, RevokeOrganizationInvitationMutationVariables>;
export const SetOrganizationMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOrganizationMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetOrganizationMemberRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrganizationMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SetOrganizationMemberRoleMutation, SetOrganizationMemberRoleMutationVariables>;
export const UpdateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;
export const ActivateParkingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateParking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateParking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"verificationRequestedAt"}}]}}]}}]} as unknown as DocumentNode<ActivateParkingMutation, ActivateParkingMutationVariables>;
export const CreateParkingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateParking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParkingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createParking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateParkingMutation, CreateParkingMutationVariables>;
export const CreateSpotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSpot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSpotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSpot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"parkingId"}}]}}]}}]} as unknown as DocumentNode<CreateSpotMutation, CreateSpotMutationVariables>;
export const CreateSpotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSpots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSpotsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSpots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<CreateSpotsMutation, CreateSpotsMutationVariables>;
export const DeactivateParkingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateParking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateParking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"verificationRequestedAt"}}]}}]}}]} as unknown as DocumentNode<DeactivateParkingMutation, DeactivateParkingMutationVariables>;
export const DeleteSpotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSpot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSpot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSpotMutation, DeleteSpotMutationVariables>;
export const MyParkingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyParkings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myParkings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"spotCount"}},{"kind":"Field","name":{"kind":"Name","value":"basicAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<MyParkingsQuery, MyParkingsQueryVariables>;
export const ParkingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkingDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"accessInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"maxHeightCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"spotCount"}},{"kind":"Field","name":{"kind":"Name","value":"verificationRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readiness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasBasicAddress"}},{"kind":"Field","name":{"kind":"Name","value":"hasSpots"}},{"kind":"Field","name":{"kind":"Name","value":"hasBasicPriceList"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}}]}}]}}]}}]} as unknown as DocumentNode<ParkingDetailsQuery, ParkingDetailsQueryVariables>;
export const ParkingFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkingFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBillingAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}}]}}]}}]} as unknown as DocumentNode<ParkingFormOptionsQuery, ParkingFormOptionsQueryVariables>;
export const ParkingSpotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkingSpots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"spots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"parkingId"}}]}}]}}]}}]} as unknown as DocumentNode<ParkingSpotsQuery, ParkingSpotsQueryVariables>;
export const RequestParkingVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestParkingVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestParkingVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"verificationRequestedAt"}}]}}]}}]} as unknown as DocumentNode<RequestParkingVerificationMutation, RequestParkingVerificationMutationVariables>;
export const SpotDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpotDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"parkingId"}}]}}]}}]} as unknown as DocumentNode<SpotDetailsQuery, SpotDetailsQueryVariables>;
export const UpdateParkingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateParking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParkingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateParking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"accessInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"maxHeightCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateParkingMutation, UpdateParkingMutationVariables>;
export const UpdateSpotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSpot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SpotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSpot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"parkingId"}}]}}]}}]} as unknown as DocumentNode<UpdateSpotMutation, UpdateSpotMutationVariables>;
export const ConfirmPayoutBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPayoutBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayoutBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}}]}}]} as unknown as DocumentNode<ConfirmPayoutBatchMutation, ConfirmPayoutBatchMutationVariables>;
export const CreatePayoutBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePayoutBatch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPayoutBatch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCount"}}]}}]}}]} as unknown as DocumentNode<CreatePayoutBatchMutation, CreatePayoutBatchMutationVariables>;
export const PayoutBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}}]}}]}}]}}]} as unknown as DocumentNode<PayoutBatchQuery, PayoutBatchQueryVariables>;
export const PayoutBatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutBatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutBatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<PayoutBatchesQuery, PayoutBatchesQueryVariables>;
export const PayoutTransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutTransfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutTransfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingCount"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingTotal"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}}]}}]} as unknown as DocumentNode<PayoutTransfersQuery, PayoutTransfersQueryVariables>;
export const ReturnBatchPayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReturnBatchPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnBatchPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payoutId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ReturnBatchPayoutMutation, ReturnBatchPayoutMutationVariables>;
export const CreatePriceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePriceList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPriceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isBasic"}}]}}]}}]} as unknown as DocumentNode<CreatePriceListMutation, CreatePriceListMutationVariables>;
export const CreateUnavailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUnavailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnavailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUnavailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateUnavailabilityMutation, CreateUnavailabilityMutationVariables>;
export const DeletePriceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePriceList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePriceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePriceListMutation, DeletePriceListMutationVariables>;
export const DeleteUnavailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUnavailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUnavailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUnavailabilityMutation, DeleteUnavailabilityMutationVariables>;
export const ParkingPriceListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkingPriceLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"priceLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startHour"}},{"kind":"Field","name":{"kind":"Name","value":"endHour"}},{"kind":"Field","name":{"kind":"Name","value":"settlementPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"firstPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"nextPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isBasic"}}]}}]}}]}}]} as unknown as DocumentNode<ParkingPriceListsQuery, ParkingPriceListsQueryVariables>;
export const ParkingUnavailabilitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkingUnavailabilities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"unavailabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<ParkingUnavailabilitiesQuery, ParkingUnavailabilitiesQueryVariables>;
export const UpdatePriceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePriceList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePriceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isBasic"}}]}}]}}]} as unknown as DocumentNode<UpdatePriceListMutation, UpdatePriceListMutationVariables>;
export const UpdateUnavailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUnavailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnavailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUnavailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateUnavailabilityMutation, UpdateUnavailabilityMutationVariables>;
export const GetParkingByIdentifierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetParkingByIdentifier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parkingByIdentifier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicParkingFields"}},{"kind":"Field","name":{"kind":"Name","value":"spots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicParkingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicParking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"restrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"maxHeightCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exitAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startHour"}},{"kind":"Field","name":{"kind":"Name","value":"endHour"}},{"kind":"Field","name":{"kind":"Name","value":"settlementPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"firstPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"nextPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isBasic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unavailabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpots"}}]}}]}}]} as unknown as DocumentNode<GetParkingByIdentifierQuery, GetParkingByIdentifierQueryVariables>;
export const GetParkingPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetParkingPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parkingPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicParkingFields"}},{"kind":"Field","name":{"kind":"Name","value":"spots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicParkingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicParking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"restrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"maxHeightCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exitAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startHour"}},{"kind":"Field","name":{"kind":"Name","value":"endHour"}},{"kind":"Field","name":{"kind":"Name","value":"settlementPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"firstPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"nextPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isBasic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unavailabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpots"}}]}}]}}]} as unknown as DocumentNode<GetParkingPreviewQuery, GetParkingPreviewQueryVariables>;
export const GetSpotByParkingIdentifierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSpotByParkingIdentifier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spotNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spotByParkingIdentifier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}},{"kind":"Argument","name":{"kind":"Name","value":"spotNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spotNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicSpotFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicParkingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicParking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"restrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"maxHeightCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exitAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startHour"}},{"kind":"Field","name":{"kind":"Name","value":"endHour"}},{"kind":"Field","name":{"kind":"Name","value":"settlementPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"firstPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"nextPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isBasic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unavailabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpots"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicSpotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicSpot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicParkingFields"}}]}}]}}]} as unknown as DocumentNode<GetSpotByParkingIdentifierQuery, GetSpotByParkingIdentifierQueryVariables>;
export const GetSpotPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSpotPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spotNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spotPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}},{"kind":"Argument","name":{"kind":"Name","value":"spotNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spotNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicSpotFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicParkingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicParking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"restrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"maxHeightCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exitAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startHour"}},{"kind":"Field","name":{"kind":"Name","value":"endHour"}},{"kind":"Field","name":{"kind":"Name","value":"settlementPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"firstPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"nextPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isBasic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unavailabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpots"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicSpotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicSpot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicParkingFields"}}]}}]}}]} as unknown as DocumentNode<GetSpotPreviewQuery, GetSpotPreviewQueryVariables>;
export const PublicStayPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicStayPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stayPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"priceListName"}}]}}]}}]} as unknown as DocumentNode<PublicStayPricesQuery, PublicStayPricesQueryVariables>;
export const CancelReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CancelReservationMutation, CancelReservationMutationVariables>;
export const CompleteReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}}]}}]}}]} as unknown as DocumentNode<CompleteReservationMutation, CompleteReservationMutationVariables>;
export const ExtendReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtendReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendReservationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingExtensionEndAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]} as unknown as DocumentNode<ExtendReservationMutation, ExtendReservationMutationVariables>;
export const ExtensionQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExtensionQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendReservationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extensionQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"nextReservationStartAt"}}]}}]}}]} as unknown as DocumentNode<ExtensionQuoteQuery, ExtensionQuoteQueryVariables>;
export const MyLiveReservationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLiveReservations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReservations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"live"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationViewFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parkingId"}},{"kind":"Field","name":{"kind":"Name","value":"spotId"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parkingIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"parkingName"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accessInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"accessInstructionsFrom"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingExtensionEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toPayer"}},{"kind":"Field","name":{"kind":"Name","value":"toBalance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<MyLiveReservationsQuery, MyLiveReservationsQueryVariables>;
export const MyReservationHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReservationHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReservations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"live"},"value":{"kind":"BooleanValue","value":false}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationViewFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parkingId"}},{"kind":"Field","name":{"kind":"Name","value":"spotId"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parkingIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"parkingName"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accessInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"accessInstructionsFrom"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingExtensionEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toPayer"}},{"kind":"Field","name":{"kind":"Name","value":"toBalance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<MyReservationHistoryQuery, MyReservationHistoryQueryVariables>;
export const OfflinePassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfflinePasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReservations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"live"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"parkingName"}},{"kind":"Field","name":{"kind":"Name","value":"parkingIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accessInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<OfflinePassesQuery, OfflinePassesQueryVariables>;
export const ParkingReservationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkingReservations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parkingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"live"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parkingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parkingReservations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parkingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parkingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"live"},"value":{"kind":"Variable","name":{"kind":"Name","value":"live"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<ParkingReservationsQuery, ParkingReservationsQueryVariables>;
export const ReservationDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReservationDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parkingId"}},{"kind":"Field","name":{"kind":"Name","value":"spotId"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parkingIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"parkingName"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accessInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"accessInstructionsFrom"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingExtensionEndAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"canExtend"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canComplete"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toPayer"}},{"kind":"Field","name":{"kind":"Name","value":"toBalance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<ReservationDetailsQuery, ReservationDetailsQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ReminderSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReminderSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMinutes"}}]}}]}}]} as unknown as DocumentNode<ReminderSettingsQuery, ReminderSettingsQueryVariables>;
export const SetReminderMinutesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetReminderMinutes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setReminderMinutes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"minutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMinutes"}}]}}]}}]} as unknown as DocumentNode<SetReminderMinutesMutation, SetReminderMinutesMutationVariables>;
export const SavePushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SavePushSubscriptionMutation, SavePushSubscriptionMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"birthdayOn"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ParkingStatementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkingStatements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parkingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parkingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parkingStatements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parkingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parkingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"stays"}},{"kind":"Field","name":{"kind":"Name","value":"reversals"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"refundsBorne"}},{"kind":"Field","name":{"kind":"Name","value":"commissionReturned"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"csv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissionInvoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commissionCorrection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<ParkingStatementsQuery, ParkingStatementsQueryVariables>;
export const AdminTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingViewer"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"parking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<AdminTicketsQuery, AdminTicketsQueryVariables>;
export const AssignTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toMe"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"toMe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toMe"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AssignTicketMutation, AssignTicketMutationVariables>;
export const SetTicketPriorityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTicketPriority"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priority"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketPriority"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTicketPriority"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}},{"kind":"Argument","name":{"kind":"Name","value":"priority"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priority"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetTicketPriorityMutation, SetTicketPriorityMutationVariables>;
export const SupportMoveTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportMoveTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketMoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SupportMoveTicketMutation, SupportMoveTicketMutationVariables>;
export const SupportReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SupportReplyMutation, SupportReplyMutationVariables>;
export const GrantTicketRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantTicketRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketRefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantTicketRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<GrantTicketRefundMutation, GrantTicketRefundMutationVariables>;
export const SupportTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"canReply"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"reporterId"}},{"kind":"Field","name":{"kind":"Name","value":"parking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"internal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"bearer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"refundablePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toPayer"}},{"kind":"Field","name":{"kind":"Name","value":"toBalance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"bearer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<SupportTicketQuery, SupportTicketQueryVariables>;
export const CancelStayWithRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelStayWithRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelStayWithRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketPhoto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingViewer"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"canReply"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"parking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"remedies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otherSpotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toPayer"}},{"kind":"Field","name":{"kind":"Name","value":"toBalance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPhotoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPhotoFields"}}]}}]}}]}}]} as unknown as DocumentNode<CancelStayWithRefundMutation, CancelStayWithRefundMutationVariables>;
export const CreateTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<CreateTicketMutation, CreateTicketMutationVariables>;
export const MoveTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketMoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketPhoto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingViewer"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"canReply"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"parking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"remedies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otherSpotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toPayer"}},{"kind":"Field","name":{"kind":"Name","value":"toBalance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPhotoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPhotoFields"}}]}}]}}]}}]} as unknown as DocumentNode<MoveTicketMutation, MoveTicketMutationVariables>;
export const MyTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketScope"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingViewer"}}]}}]} as unknown as DocumentNode<MyTicketsQuery, MyTicketsQueryVariables>;
export const ReplyToTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketPhoto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingViewer"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"canReply"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"parking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"remedies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otherSpotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toPayer"}},{"kind":"Field","name":{"kind":"Name","value":"toBalance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPhotoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPhotoFields"}}]}}]}}]}}]} as unknown as DocumentNode<ReplyToTicketMutation, ReplyToTicketMutationVariables>;
export const TakeOtherSpotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TakeOtherSpot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"takeOtherSpot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketPhoto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingViewer"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"canReply"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"parking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"remedies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otherSpotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toPayer"}},{"kind":"Field","name":{"kind":"Name","value":"toBalance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPhotoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPhotoFields"}}]}}]}}]}}]} as unknown as DocumentNode<TakeOtherSpotMutation, TakeOtherSpotMutationVariables>;
export const TicketReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parkingName"}},{"kind":"Field","name":{"kind":"Name","value":"parkingIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"spotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode<TicketReservationQuery, TicketReservationQueryVariables>;
export const TicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ticket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketPhotoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketPhoto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingViewer"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"canReply"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"parking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservationId"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"remedies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otherSpotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toPayer"}},{"kind":"Field","name":{"kind":"Name","value":"toBalance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPhotoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorRole"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPhotoFields"}}]}}]}}]}}]} as unknown as DocumentNode<TicketQuery, TicketQueryVariables>;
export const CreateVehicleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVehicle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VehicleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVehicle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VehicleCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VehicleCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<CreateVehicleMutation, CreateVehicleMutationVariables>;
export const MyVehicleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyVehicleList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myVehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VehicleCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VehicleCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<MyVehicleListQuery, MyVehicleListQueryVariables>;
export const SetDefaultVehicleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDefaultVehicle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultVehicle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<SetDefaultVehicleMutation, SetDefaultVehicleMutationVariables>;
export const UpdateVehicleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVehicle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VehicleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVehicle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VehicleCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VehicleCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<UpdateVehicleMutation, UpdateVehicleMutationVariables>;
export const VehicleBillingAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleBillingAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBillingAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<VehicleBillingAccountsQuery, VehicleBillingAccountsQueryVariables>;
export const VehicleForEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleForEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VehicleCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VehicleCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vehicle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"billingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<VehicleForEditorQuery, VehicleForEditorQueryVariables>;
export const BankAccountsAwaitingVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankAccountsAwaitingVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountsAwaitingVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"vatId"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"buildingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"localNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<BankAccountsAwaitingVerificationQuery, BankAccountsAwaitingVerificationQueryVariables>;
export const ParkingsAwaitingVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkingsAwaitingVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parkingsAwaitingVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"hasRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"maxHeightCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxLengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"maxWidthCm"}},{"kind":"Field","name":{"kind":"Name","value":"spotCount"}},{"kind":"Field","name":{"kind":"Name","value":"verificationRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isBasic"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startHour"}},{"kind":"Field","name":{"kind":"Name","value":"endHour"}},{"kind":"Field","name":{"kind":"Name","value":"settlementPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"firstPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"nextPeriodPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basicAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<ParkingsAwaitingVerificationQuery, ParkingsAwaitingVerificationQueryVariables>;
export const RejectBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]}}]} as unknown as DocumentNode<RejectBankAccountMutation, RejectBankAccountMutationVariables>;
export const RejectParkingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectParking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectParking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]}}]} as unknown as DocumentNode<RejectParkingMutation, RejectParkingMutationVariables>;
export const VerifyBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<VerifyBankAccountMutation, VerifyBankAccountMutationVariables>;
export const VerifyParkingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyParking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyParking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<VerifyParkingMutation, VerifyParkingMutationVariables>;
export const LogoutUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoutUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LogoutUserMutation, LogoutUserMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"birthdayOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const StopImpersonatingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopImpersonating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopImpersonating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<StopImpersonatingMutation, StopImpersonatingMutationVariables>;