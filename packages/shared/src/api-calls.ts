import type { z } from 'zod';
import * as agency from './schemas/agency.js';
import * as auth from './schemas/auth.js';
import * as booking from './schemas/booking.js';
import * as catalogue from './schemas/catalogue.js';
import { ZEmptyRequest } from './schemas/common.js';
import * as pages from './schemas/content-pages.js';
import * as giftCards from './schemas/gift-cards.js';
import * as ledger from './schemas/ledger.js';
import * as phoneBookings from './schemas/operator-phone-bookings.js';
import * as passengers from './schemas/passengers.js';
import * as pickups from './schemas/pickups.js';
import * as profile from './schemas/profile.js';
import * as shop from './schemas/shop.js';
import * as waivers from './schemas/waivers.js';

/** Who may make a call: anyone, anyone (the answer depends on who asks), or a logged-in user only. */
export type TCallAccess = 'public' | 'optional' | 'user';

export interface TCallDefinition<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  request: Req;
  data: Data;
  access: TCallAccess;
  summary: string;
}

const call = <A extends TCallAccess, Req extends z.ZodType, Data extends z.ZodType>(
  access: A,
  request: Req,
  data: Data,
  summary: string,
): TCallDefinition<Req, Data> & { access: A } => ({ access, request, data, summary });

/**
 * Every JSON call of SPEC section 7 (plus logout and countries), at POST /api/<name>. The API registers its
 * routes from this table and the web app's client is typed by it, so the two cannot drift apart.
 * admin/single_upload is multipart and is declared by the API on its own.
 */
export const API_CALLS = {
  'users/userLogin': call(
    'public',
    auth.ZUserLoginRequest,
    auth.ZUserLoginData,
    'Log in with country, phone number and password',
  ),
  'users/userRegister': call(
    'public',
    auth.ZUserRegisterRequest,
    auth.ZUserRegisterData,
    'Create an account and text a code that confirms its phone number',
  ),
  'users/sendCode': call(
    'public',
    auth.ZSendCodeRequest,
    auth.ZCodeSentData,
    'Text a one-time code to a number, to confirm a sign-up, log in or set a new password',
  ),
  'users/verifyPhone': call(
    'public',
    auth.ZPhoneCodeRequest,
    auth.ZUserLoginData,
    "Confirm a new account's phone number with its code, and log in",
  ),
  'users/loginWithCode': call('public', auth.ZPhoneCodeRequest, auth.ZUserLoginData, 'Log in with a one-time code'),
  'users/resetPassword': call(
    'public',
    auth.ZResetPasswordRequest,
    auth.ZResetPasswordData,
    'Set a new password with a one-time code',
  ),
  'users/logout': call('user', ZEmptyRequest, auth.ZLogoutData, 'Revoke the token of this request'),
  'users/countries': call('public', ZEmptyRequest, auth.ZCountriesData, 'Countries with their dial codes'),
  'users/viewNotification': call(
    'user',
    ZEmptyRequest,
    catalogue.ZViewNotificationData,
    "The user's notifications, newest first",
  ),
  'users/search': call(
    'public',
    catalogue.ZSearchRequest,
    catalogue.ZSearchData,
    'Products whose title matches the words typed',
  ),
  'users/listBanner': call('public', ZEmptyRequest, catalogue.ZListBannerData, 'Home page banners'),
  'users/filteredList': call(
    'optional',
    catalogue.ZFilteredListRequest,
    catalogue.ZFilteredListData,
    'Products matching the filter groups',
  ),
  'homepage/featuredData': call(
    'public',
    catalogue.ZFeaturedDataRequest,
    catalogue.ZFeaturedDataData,
    'Most popular or Explore UAE products',
  ),
  'shop/settings': call(
    'public',
    ZEmptyRequest,
    shop.ZPublicShop,
    "The shop's name, contact, brand, footer and home page (decision 071)",
  ),
  'homepage/categoryData': call('public', ZEmptyRequest, catalogue.ZCategoryDataData, 'Products grouped by module'),
  'users/viewDetail': call(
    'optional',
    catalogue.ZViewDetailRequest,
    catalogue.ZViewDetailData,
    'One product with every field',
  ),
  'users/addFavourites': call(
    'user',
    catalogue.ZFavouriteRequest,
    catalogue.ZFavouriteData,
    'Add a product to the wishlist',
  ),
  'users/listFavourites': call('user', ZEmptyRequest, catalogue.ZListFavouritesData, 'The wishlist'),
  'users/removeFavourites': call(
    'user',
    catalogue.ZFavouriteRequest,
    catalogue.ZFavouriteData,
    'Remove a product from the wishlist',
  ),
  'users/listBlog': call('public', catalogue.ZListBlogRequest, catalogue.ZListBlogData, 'Blog posts, newest first'),
  'users/viewBlog': call('public', catalogue.ZViewBlogRequest, catalogue.ZViewBlogData, 'One blog post'),
  'users/viewPage': call(
    'public',
    pages.ZViewPageRequest,
    pages.ZViewPageData,
    'A policy or the help page, in the language asked (decision 112)',
  ),
  'users/availability': call(
    'public',
    booking.ZAvailabilityRequest,
    booking.ZAvailabilityData,
    'Seats left and bookability of a product for each date of a range',
  ),
  'users/departures': call(
    'public',
    booking.ZDeparturesRequest,
    booking.ZDeparturesData,
    'The departures of a product on each date of a range, each with its seats left and state',
  ),
  'users/addToCart': call('user', booking.ZAddToCartRequest, booking.ZAddToCartData, 'Put products in the cart'),
  'users/viewCart': call('user', ZEmptyRequest, booking.ZViewCartData, 'The cart, priced by the server'),
  'users/deleteCart': call(
    'user',
    booking.ZDeleteCartRequest,
    booking.ZDeleteCartData,
    'Remove a product from the cart (every line of it), or one line by its lineId',
  ),
  'users/updateCartLine': call(
    'user',
    booking.ZUpdateCartLineRequest,
    booking.ZUpdateCartLineData,
    "Change one cart line's ticket counts, checked as users/addToCart checks them",
  ),
  'users/checkout': call(
    'user',
    booking.ZCheckoutRequest,
    booking.ZCheckoutData,
    'Price the cart (or only the lines named by lineIds), with an optional promo code',
  ),
  'users/paymentInitiate': call(
    'user',
    booking.ZPaymentInitiateRequest,
    booking.ZPaymentInitiateData,
    'Start paying a checkout',
  ),
  'users/agencyAccount': call(
    'user',
    agency.ZAgencyAccountRequest,
    agency.ZAgencyAccountData,
    "A partner's travel agent: its agency, credit limit, outstanding and available credit (null for a shopper)",
  ),
  'users/payOnAccount': call(
    'user',
    agency.ZPayOnAccountRequest,
    agency.ZPayOnAccountData,
    "An agent books an open checkout on its agency's account, within the credit limit",
  ),
  'users/viewCheckout': call(
    'user',
    booking.ZViewCheckoutRequest,
    booking.ZViewCheckoutData,
    "One of the user's checkouts: where it stands, its lines and amounts, and its order once paid",
  ),
  'users/confirmBooking': call(
    'user',
    booking.ZConfirmBookingRequest,
    booking.ZConfirmBookingData,
    'Turn a paid checkout into an order',
  ),
  'users/viewWallet': call(
    'user',
    ZEmptyRequest,
    ledger.ZViewWalletData,
    "The shopper's wallet and points: balances and newest entries",
  ),
  'users/buyGiftCard': call(
    'user',
    giftCards.ZBuyGiftCardRequest,
    giftCards.ZBuyGiftCardData,
    'Buy a gift card of AED 50 to 5,000 with a message: a payment page for its amount (card only)',
  ),
  'users/viewGiftCardPurchase': call(
    'user',
    giftCards.ZViewGiftCardPurchaseRequest,
    giftCards.ZViewGiftCardPurchaseData,
    "Where one of the shopper's gift card purchases stands; once paid, its card (made once, however often asked)",
  ),
  'users/listGiftCards': call(
    'user',
    ZEmptyRequest,
    giftCards.ZListGiftCardsData,
    'The gift cards the shopper bought, newest first, with their codes and balances',
  ),
  'users/redeemGiftCard': call(
    'user',
    giftCards.ZRedeemGiftCardRequest,
    ledger.ZViewWalletData,
    "Move a gift card's whole balance into the shopper's wallet",
  ),
  'users/viewCompletedOrder': call(
    'user',
    ZEmptyRequest,
    booking.ZViewCompletedOrderData,
    "The user's orders, newest first",
  ),
  'users/viewPassengers': call(
    'user',
    passengers.ZReferenceRequest,
    passengers.ZBookingPassengersData,
    "What one of the shopper's orders asks of its passengers, what is given, and until when (decision 092)",
  ),
  'users/savePassengers': call(
    'user',
    passengers.ZSavePassengersRequest,
    passengers.ZBookingPassengersData,
    "Give or change some or all passengers' details of one of the shopper's orders, until each trip's deadline",
  ),
  'users/viewWaivers': call(
    'user',
    waivers.ZWaiverReferenceRequest,
    waivers.ZBookingWaiversData,
    "The waivers one of the shopper's orders asks, and which passengers have accepted which version (decision 096)",
  ),
  'users/acceptWaiver': call(
    'user',
    waivers.ZAcceptWaiverRequest,
    waivers.ZBookingWaiversData,
    "Accept a trip's waiver for some of its passengers by typed names, until departure; recorded with the version",
  ),
  'users/viewPickups': call(
    'user',
    passengers.ZReferenceRequest,
    pickups.ZOrderPickupsData,
    "The pick-up points each line of one of the shopper's orders collects from, and the one chosen (decision 095)",
  ),
  'users/choosePickup': call(
    'user',
    pickups.ZChoosePickupRequest,
    pickups.ZOrderPickupsData,
    "Choose the pick-up point of a line of one of the shopper's orders, until its details deadline or departure",
  ),
  'users/cancelBooking': call(
    'user',
    booking.ZCancelBookingRequest,
    booking.ZCancelBookingData,
    'Cancel a confirmed booking at least 24 hours before the activity; the payment is refunded',
  ),
  'users/viewUserProfile': call('user', ZEmptyRequest, profile.ZViewUserProfileData, "The user's profile"),
  'users/userInfo': call('user', profile.ZUserInfoRequest, profile.ZUserInfoData, 'Update the profile'),
  'users/setReminders': call(
    'user',
    profile.ZSetRemindersRequest,
    profile.ZSetRemindersData,
    'Turn the reminders before each departure on or off',
  ),
  'users/changePassword': call(
    'user',
    auth.ZChangePasswordRequest,
    auth.ZChangePasswordData,
    'Change the password; every other session of the account is logged out',
  ),
  'users/deleteAccount': call(
    'user',
    auth.ZDeleteAccountRequest,
    auth.ZDeleteAccountData,
    'Delete the account for good, confirmed by its password; past orders stay without personal data',
  ),
  'vouchers/verify': call(
    'public',
    booking.ZVerifyVoucherRequest,
    booking.ZVerifyVoucherData,
    'Check a voucher code read from its QR code',
  ),
  'phoneBookings/paid': call(
    'public',
    phoneBookings.ZPaidPhoneBookingRequest,
    phoneBookings.ZPaidPhoneBooking,
    'A phone booking’s confirmation for whoever paid its link (the key the payment page gave); no personal data',
  ),
} as const;

export type TApiCalls = typeof API_CALLS;
export type TCallName = keyof TApiCalls;
export type TCallRequest<N extends TCallName> = z.input<TApiCalls[N]['request']>;
export type TCallData<N extends TCallName> = z.output<TApiCalls[N]['data']>;

export const SINGLE_UPLOAD_CALL = 'admin/single_upload';
