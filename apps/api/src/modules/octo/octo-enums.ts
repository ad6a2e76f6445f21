// OCTO's enum values (the OCTO core specification as shipped in @octocloud/types 2.0.4), written here so that the
// server never loads that package at run time: its index loads yup and a zod of its own (about 300 ms at start) for
// a few strings. Each value is typed as the package's own enum member, and the tests parse every answer with the
// package's schemas, so a value that drifts from the specification fails there.
import type {
  AvailabilityStatus as TAvailabilityStatus,
  AvailabilityType as TAvailabilityType,
  CapabilityId as TCapabilityId,
  DeliveryFormat as TDeliveryFormat,
  DeliveryMethod as TDeliveryMethod,
  DurationUnit as TDurationUnit,
  PricingPer as TPricingPer,
  RedemptionMethod as TRedemptionMethod,
  Refund as TRefund,
  UnitType as TUnitType,
} from '@octocloud/types';

/** A string as the enum member it is (string enums take no literal without this). */
const as = <T>(value: string): T => value as unknown as T;

export const AvailabilityStatus = {
  AVAILABLE: as<TAvailabilityStatus.AVAILABLE>('AVAILABLE'),
  LIMITED: as<TAvailabilityStatus.LIMITED>('LIMITED'),
  SOLD_OUT: as<TAvailabilityStatus.SOLD_OUT>('SOLD_OUT'),
  CLOSED: as<TAvailabilityStatus.CLOSED>('CLOSED'),
} as const;
export const AvailabilityType = { START_TIME: as<TAvailabilityType.START_TIME>('START_TIME') } as const;
export const CapabilityId = {
  OCTO_CONTENT: as<TCapabilityId.OCTO_CONTENT>('octo/content'),
  OCTO_PRICING: as<TCapabilityId.OCTO_PRICING>('octo/pricing'),
  OCTO_WEBHOOKS: as<TCapabilityId.OCTO_WEBHOOKS>('octo/webhooks'),
  OCTO_PICKUPS: as<TCapabilityId.OCTO_PICKUPS>('octo/pickups'),
  OCTO_QUESTIONS: as<TCapabilityId.OCTO_QUESTIONS>('octo/questions'),
} as const;
export const DeliveryFormat = { QRCODE: as<TDeliveryFormat.QRCODE>('QRCODE') } as const;
export const DeliveryMethod = { VOUCHER: as<TDeliveryMethod.VOUCHER>('VOUCHER') } as const;
export const DurationUnit = { HOUR: as<TDurationUnit.HOUR>('hour') } as const;
export const PricingPer = {
  BOOKING: as<TPricingPer.BOOKING>('BOOKING'),
  UNIT: as<TPricingPer.UNIT>('UNIT'),
} as const;
export const RedemptionMethod = { DIGITAL: as<TRedemptionMethod.DIGITAL>('DIGITAL') } as const;
export const Refund = {
  FULL: as<TRefund.FULL>('FULL'),
  PARTIAL: as<TRefund.PARTIAL>('PARTIAL'),
  NONE: as<TRefund.NONE>('NONE'),
} as const;
export const UnitType = {
  ADULT: as<TUnitType.ADULT>('ADULT'),
  CHILD: as<TUnitType.CHILD>('CHILD'),
  INFANT: as<TUnitType.INFANT>('INFANT'),
  OTHER: as<TUnitType.OTHER>('OTHER'),
} as const;
