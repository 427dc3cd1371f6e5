/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Form_Booking_SendingInputs */
/** @typedef {{}} Form_Booking_SubmitInputs */
/** @typedef {{}} Form_Booking_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Form_Call_PhoneInputs */
/** @typedef {{}} Form_Contact_CallInputs */
/** @typedef {{}} Form_FailedInputs */
/** @typedef {{}} Form_Label_Date_TimeInputs */
/** @typedef {{}} Form_Label_DestinationInputs */
/** @typedef {{}} Form_Label_EmailInputs */
/** @typedef {{}} Form_Label_Full_NameInputs */
/** @typedef {{}} Form_Label_MessageInputs */
/** @typedef {{}} Form_Label_NameInputs */
/** @typedef {{}} Form_Label_NotesInputs */
/** @typedef {{}} Form_Label_PhoneInputs */
/** @typedef {{}} Form_Label_Phone_OptionalInputs */
/** @typedef {{}} Form_Label_Pickup_AddressInputs */
/** @typedef {{}} Form_Label_Preferred_ContactInputs */
/** @typedef {{}} Form_Label_Service_TypeInputs */
/** @typedef {{ metres: NonNullable<unknown> }} Form_Location_AddedInputs */
/** @typedef {{}} Form_Location_DeniedInputs */
/** @typedef {{}} Form_Location_FailedInputs */
/** @typedef {{}} Form_Location_FindingInputs */
/** @typedef {{}} Form_Message_SendingInputs */
/** @typedef {{}} Form_Message_SubmitInputs */
/** @typedef {{}} Form_Message_TitleInputs */
/** @typedef {{}} Form_Select_Service_TypeInputs */
/** @typedef {{}} Form_Service_AlsInputs */
/** @typedef {{}} Form_Service_BasicInputs */
/** @typedef {{}} Form_Service_CardiacInputs */
/** @typedef {{}} Form_Service_EmergencyInputs */
/** @typedef {{}} Form_Service_EventInputs */
/** @typedef {{}} Form_Service_FuneralInputs */
/** @typedef {{}} Form_Service_IcuInputs */
/** @typedef {{}} Form_Service_NeonatalInputs */
/** @typedef {{}} Form_Service_TransferInputs */
/** @typedef {{}} Form_Use_LocationInputs */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Language_SuggestionInputs */
/** @typedef {{}} Receipt_Booking_ThanksInputs */
/** @typedef {{}} Receipt_Callback_PromiseInputs */
/** @typedef {{}} Receipt_Copy_FailedInputs */
/** @typedef {{}} Receipt_Copy_LinkInputs */
/** @typedef {{}} Receipt_Follow_LiveInputs */
/** @typedef {{}} Receipt_Link_CopiedInputs */
/** @typedef {{}} Receipt_Link_PrivateInputs */
/** @typedef {{}} Receipt_Message_NextInputs */
/** @typedef {{}} Receipt_Message_ThanksInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Receipt_ReferenceInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Receipt_Request_With_UsInputs */
/** @typedef {{}} Receipt_ShareInputs */
/** @typedef {{}} Receipt_Share_TitleInputs */
/** @typedef {{}} Services_At_A_GlanceInputs */
/** @typedef {{}} Services_Breadcrumb_HomeInputs */
/** @typedef {{}} Services_Breadcrumb_LabelInputs */
/** @typedef {{}} Services_Breadcrumb_ServicesInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Services_Call_NowInputs */
/** @typedef {{}} Services_Equipment_On_BoardInputs */
/** @typedef {{}} Services_Helpline_OpenInputs */
/** @typedef {{}} Services_Jsonld_List_NameInputs */
/** @typedef {{}} Services_Learn_MoreInputs */
/** @typedef {{ name: NonNullable<unknown> }} Services_Learn_More_AboutInputs */
/** @typedef {{}} Services_List_HeadingInputs */
/** @typedef {{}} Services_List_IntroInputs */
/** @typedef {{}} Services_List_Meta_DescriptionInputs */
/** @typedef {{}} Services_List_Meta_TitleInputs */
/** @typedef {{}} Services_List_SubtitleInputs */
/** @typedef {{}} Services_List_Whatsapp_TextInputs */
/** @typedef {{}} Services_RelatedInputs */
/** @typedef {{}} Services_See_AllInputs */
/** @typedef {{}} Services_Talk_NowInputs */
/** @typedef {{}} Services_Whatsapp_ButtonInputs */
/** @typedef {{}} Services_Why_Choose_UsInputs */
/** @typedef {{}} Skip_LinkInputs */
/** @typedef {{}} Validation_Date_TimeInputs */
/** @typedef {{}} Validation_Email_InvalidInputs */
/** @typedef {{ max: NonNullable<unknown> }} Validation_Email_Too_LongInputs */
/** @typedef {{}} Validation_Label_DestinationInputs */
/** @typedef {{}} Validation_Label_Full_NameInputs */
/** @typedef {{}} Validation_Label_MessageInputs */
/** @typedef {{}} Validation_Label_NameInputs */
/** @typedef {{}} Validation_Label_NotesInputs */
/** @typedef {{}} Validation_Label_Pickup_AddressInputs */
/** @typedef {{}} Validation_Location_PairInputs */
/** @typedef {{}} Validation_Phone_InvalidInputs */
/** @typedef {{}} Validation_Phone_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Validation_RequiredInputs */
/** @typedef {{}} Validation_Service_TypeInputs */
/** @typedef {{ label: NonNullable<unknown>, max: NonNullable<unknown> }} Validation_Too_LongInputs */
/** @typedef {{ label: NonNullable<unknown>, min: NonNullable<unknown> }} Validation_Too_ShortInputs */
import * as __en from "./en.js"
import * as __kn from "./kn.js"
import * as __hi from "./hi.js"
/**
* | output |
* | --- |
* | "Sending request…" |
*
* @param {Form_Booking_SendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_sending = /** @type {((inputs?: Form_Booking_SendingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Booking_SendingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_booking_sending(inputs)
	if (locale === "hi") return __hi.form_booking_sending(inputs)
	return __en.form_booking_sending(inputs)
});
/**
* | output |
* | --- |
* | "Request Ambulance" |
*
* @param {Form_Booking_SubmitInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_submit = /** @type {((inputs?: Form_Booking_SubmitInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Booking_SubmitInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_booking_submit(inputs)
	if (locale === "hi") return __hi.form_booking_submit(inputs)
	return __en.form_booking_submit(inputs)
});
/**
* | output |
* | --- |
* | "Request an Ambulance" |
*
* @param {Form_Booking_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_title = /** @type {((inputs?: Form_Booking_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Booking_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_booking_title(inputs)
	if (locale === "hi") return __hi.form_booking_title(inputs)
	return __en.form_booking_title(inputs)
});
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Form_Call_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_call_phone = /** @type {((inputs: Form_Call_PhoneInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Call_PhoneInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_call_phone(inputs)
	if (locale === "hi") return __hi.form_call_phone(inputs)
	return __en.form_call_phone(inputs)
});
/**
* | output |
* | --- |
* | "Call" |
*
* @param {Form_Contact_CallInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_contact_call = /** @type {((inputs?: Form_Contact_CallInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Contact_CallInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_contact_call(inputs)
	if (locale === "hi") return __hi.form_contact_call(inputs)
	return __en.form_contact_call(inputs)
});
/**
* | output |
* | --- |
* | "We could not send your request. Please try again, or call us now." |
*
* @param {Form_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_failed = /** @type {((inputs?: Form_FailedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_FailedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_failed(inputs)
	if (locale === "hi") return __hi.form_failed(inputs)
	return __en.form_failed(inputs)
});
/**
* | output |
* | --- |
* | "Date & Time" |
*
* @param {Form_Label_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_date_time = /** @type {((inputs?: Form_Label_Date_TimeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Date_TimeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_date_time(inputs)
	if (locale === "hi") return __hi.form_label_date_time(inputs)
	return __en.form_label_date_time(inputs)
});
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Form_Label_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_destination = /** @type {((inputs?: Form_Label_DestinationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_DestinationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_destination(inputs)
	if (locale === "hi") return __hi.form_label_destination(inputs)
	return __en.form_label_destination(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Form_Label_EmailInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_email = /** @type {((inputs?: Form_Label_EmailInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_EmailInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_email(inputs)
	if (locale === "hi") return __hi.form_label_email(inputs)
	return __en.form_label_email(inputs)
});
/**
* | output |
* | --- |
* | "Full Name" |
*
* @param {Form_Label_Full_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_full_name = /** @type {((inputs?: Form_Label_Full_NameInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Full_NameInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_full_name(inputs)
	if (locale === "hi") return __hi.form_label_full_name(inputs)
	return __en.form_label_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Form_Label_MessageInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_message = /** @type {((inputs?: Form_Label_MessageInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_MessageInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_message(inputs)
	if (locale === "hi") return __hi.form_label_message(inputs)
	return __en.form_label_message(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Form_Label_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_name = /** @type {((inputs?: Form_Label_NameInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_NameInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_name(inputs)
	if (locale === "hi") return __hi.form_label_name(inputs)
	return __en.form_label_name(inputs)
});
/**
* | output |
* | --- |
* | "Additional Notes" |
*
* @param {Form_Label_NotesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_notes = /** @type {((inputs?: Form_Label_NotesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_NotesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_notes(inputs)
	if (locale === "hi") return __hi.form_label_notes(inputs)
	return __en.form_label_notes(inputs)
});
/**
* | output |
* | --- |
* | "Phone Number" |
*
* @param {Form_Label_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_phone = /** @type {((inputs?: Form_Label_PhoneInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_PhoneInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_phone(inputs)
	if (locale === "hi") return __hi.form_label_phone(inputs)
	return __en.form_label_phone(inputs)
});
/**
* | output |
* | --- |
* | "Phone (optional)" |
*
* @param {Form_Label_Phone_OptionalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_phone_optional = /** @type {((inputs?: Form_Label_Phone_OptionalInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Phone_OptionalInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_phone_optional(inputs)
	if (locale === "hi") return __hi.form_label_phone_optional(inputs)
	return __en.form_label_phone_optional(inputs)
});
/**
* | output |
* | --- |
* | "Pickup Address" |
*
* @param {Form_Label_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_pickup_address = /** @type {((inputs?: Form_Label_Pickup_AddressInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Pickup_AddressInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_pickup_address(inputs)
	if (locale === "hi") return __hi.form_label_pickup_address(inputs)
	return __en.form_label_pickup_address(inputs)
});
/**
* | output |
* | --- |
* | "Preferred contact" |
*
* @param {Form_Label_Preferred_ContactInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_preferred_contact = /** @type {((inputs?: Form_Label_Preferred_ContactInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Preferred_ContactInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_preferred_contact(inputs)
	if (locale === "hi") return __hi.form_label_preferred_contact(inputs)
	return __en.form_label_preferred_contact(inputs)
});
/**
* | output |
* | --- |
* | "Service Type" |
*
* @param {Form_Label_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_service_type = /** @type {((inputs?: Form_Label_Service_TypeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Service_TypeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_service_type(inputs)
	if (locale === "hi") return __hi.form_label_service_type(inputs)
	return __en.form_label_service_type(inputs)
});
/**
* | output |
* | --- |
* | "Location added (within {metres} m). It is sent with your request." |
*
* @param {Form_Location_AddedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_added = /** @type {((inputs: Form_Location_AddedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_AddedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_location_added(inputs)
	if (locale === "hi") return __hi.form_location_added(inputs)
	return __en.form_location_added(inputs)
});
/**
* | output |
* | --- |
* | "Location not shared. You can still send the request with the address." |
*
* @param {Form_Location_DeniedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_denied = /** @type {((inputs?: Form_Location_DeniedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_DeniedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_location_denied(inputs)
	if (locale === "hi") return __hi.form_location_denied(inputs)
	return __en.form_location_denied(inputs)
});
/**
* | output |
* | --- |
* | "Could not find your location. You can still send the request with the address." |
*
* @param {Form_Location_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_failed = /** @type {((inputs?: Form_Location_FailedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_FailedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_location_failed(inputs)
	if (locale === "hi") return __hi.form_location_failed(inputs)
	return __en.form_location_failed(inputs)
});
/**
* | output |
* | --- |
* | "Finding your location…" |
*
* @param {Form_Location_FindingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_finding = /** @type {((inputs?: Form_Location_FindingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_FindingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_location_finding(inputs)
	if (locale === "hi") return __hi.form_location_finding(inputs)
	return __en.form_location_finding(inputs)
});
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Form_Message_SendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_sending = /** @type {((inputs?: Form_Message_SendingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Message_SendingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_message_sending(inputs)
	if (locale === "hi") return __hi.form_message_sending(inputs)
	return __en.form_message_sending(inputs)
});
/**
* | output |
* | --- |
* | "Send Message" |
*
* @param {Form_Message_SubmitInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_submit = /** @type {((inputs?: Form_Message_SubmitInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Message_SubmitInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_message_submit(inputs)
	if (locale === "hi") return __hi.form_message_submit(inputs)
	return __en.form_message_submit(inputs)
});
/**
* | output |
* | --- |
* | "Send Us a Message" |
*
* @param {Form_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_title = /** @type {((inputs?: Form_Message_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Message_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_message_title(inputs)
	if (locale === "hi") return __hi.form_message_title(inputs)
	return __en.form_message_title(inputs)
});
/**
* | output |
* | --- |
* | "Select service type" |
*
* @param {Form_Select_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_select_service_type = /** @type {((inputs?: Form_Select_Service_TypeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Select_Service_TypeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_select_service_type(inputs)
	if (locale === "hi") return __hi.form_select_service_type(inputs)
	return __en.form_select_service_type(inputs)
});
/**
* | output |
* | --- |
* | "ALS Ambulance" |
*
* @param {Form_Service_AlsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_als = /** @type {((inputs?: Form_Service_AlsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_AlsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_als(inputs)
	if (locale === "hi") return __hi.form_service_als(inputs)
	return __en.form_service_als(inputs)
});
/**
* | output |
* | --- |
* | "BLS Ambulance" |
*
* @param {Form_Service_BasicInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_basic = /** @type {((inputs?: Form_Service_BasicInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_BasicInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_basic(inputs)
	if (locale === "hi") return __hi.form_service_basic(inputs)
	return __en.form_service_basic(inputs)
});
/**
* | output |
* | --- |
* | "Cardiac Ambulance" |
*
* @param {Form_Service_CardiacInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_cardiac = /** @type {((inputs?: Form_Service_CardiacInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_CardiacInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_cardiac(inputs)
	if (locale === "hi") return __hi.form_service_cardiac(inputs)
	return __en.form_service_cardiac(inputs)
});
/**
* | output |
* | --- |
* | "Emergency Ambulance" |
*
* @param {Form_Service_EmergencyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_emergency = /** @type {((inputs?: Form_Service_EmergencyInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_EmergencyInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_emergency(inputs)
	if (locale === "hi") return __hi.form_service_emergency(inputs)
	return __en.form_service_emergency(inputs)
});
/**
* | output |
* | --- |
* | "Event Standby" |
*
* @param {Form_Service_EventInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_event = /** @type {((inputs?: Form_Service_EventInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_EventInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_event(inputs)
	if (locale === "hi") return __hi.form_service_event(inputs)
	return __en.form_service_event(inputs)
});
/**
* | output |
* | --- |
* | "Funeral / Mortuary Transfer" |
*
* @param {Form_Service_FuneralInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_funeral = /** @type {((inputs?: Form_Service_FuneralInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_FuneralInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_funeral(inputs)
	if (locale === "hi") return __hi.form_service_funeral(inputs)
	return __en.form_service_funeral(inputs)
});
/**
* | output |
* | --- |
* | "ICU Ambulance" |
*
* @param {Form_Service_IcuInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_icu = /** @type {((inputs?: Form_Service_IcuInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_IcuInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_icu(inputs)
	if (locale === "hi") return __hi.form_service_icu(inputs)
	return __en.form_service_icu(inputs)
});
/**
* | output |
* | --- |
* | "Neonatal Ambulance" |
*
* @param {Form_Service_NeonatalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_neonatal = /** @type {((inputs?: Form_Service_NeonatalInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_NeonatalInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_neonatal(inputs)
	if (locale === "hi") return __hi.form_service_neonatal(inputs)
	return __en.form_service_neonatal(inputs)
});
/**
* | output |
* | --- |
* | "Patient Transfer" |
*
* @param {Form_Service_TransferInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_transfer = /** @type {((inputs?: Form_Service_TransferInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_TransferInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_transfer(inputs)
	if (locale === "hi") return __hi.form_service_transfer(inputs)
	return __en.form_service_transfer(inputs)
});
/**
* | output |
* | --- |
* | "Use my current location" |
*
* @param {Form_Use_LocationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_use_location = /** @type {((inputs?: Form_Use_LocationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Use_LocationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_use_location(inputs)
	if (locale === "hi") return __hi.form_use_location(inputs)
	return __en.form_use_location(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Language_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const language_label = /** @type {((inputs?: Language_LabelInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_LabelInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.language_label(inputs)
	if (locale === "hi") return __hi.language_label(inputs)
	return __en.language_label(inputs)
});
/**
* | output |
* | --- |
* | "This page is also in English" |
*
* @param {Language_SuggestionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const language_suggestion = /** @type {((inputs?: Language_SuggestionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_SuggestionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.language_suggestion(inputs)
	if (locale === "hi") return __hi.language_suggestion(inputs)
	return __en.language_suggestion(inputs)
});
/**
* | output |
* | --- |
* | "Thank you! Your request has been received." |
*
* @param {Receipt_Booking_ThanksInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_booking_thanks = /** @type {((inputs?: Receipt_Booking_ThanksInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Booking_ThanksInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_booking_thanks(inputs)
	if (locale === "hi") return __hi.receipt_booking_thanks(inputs)
	return __en.receipt_booking_thanks(inputs)
});
/**
* | output |
* | --- |
* | "Our team will contact you within 5 minutes." |
*
* @param {Receipt_Callback_PromiseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_callback_promise = /** @type {((inputs?: Receipt_Callback_PromiseInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Callback_PromiseInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_callback_promise(inputs)
	if (locale === "hi") return __hi.receipt_callback_promise(inputs)
	return __en.receipt_callback_promise(inputs)
});
/**
* | output |
* | --- |
* | "Could not copy: press and hold the button above to copy the link." |
*
* @param {Receipt_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_copy_failed = /** @type {((inputs?: Receipt_Copy_FailedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Copy_FailedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_copy_failed(inputs)
	if (locale === "hi") return __hi.receipt_copy_failed(inputs)
	return __en.receipt_copy_failed(inputs)
});
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Receipt_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_copy_link = /** @type {((inputs?: Receipt_Copy_LinkInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Copy_LinkInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_copy_link(inputs)
	if (locale === "hi") return __hi.receipt_copy_link(inputs)
	return __en.receipt_copy_link(inputs)
});
/**
* | output |
* | --- |
* | "Follow your request live" |
*
* @param {Receipt_Follow_LiveInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_follow_live = /** @type {((inputs?: Receipt_Follow_LiveInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Follow_LiveInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_follow_live(inputs)
	if (locale === "hi") return __hi.receipt_follow_live(inputs)
	return __en.receipt_follow_live(inputs)
});
/**
* | output |
* | --- |
* | "Link copied. Paste it in a message to your family." |
*
* @param {Receipt_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_link_copied = /** @type {((inputs?: Receipt_Link_CopiedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Link_CopiedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_link_copied(inputs)
	if (locale === "hi") return __hi.receipt_link_copied(inputs)
	return __en.receipt_link_copied(inputs)
});
/**
* | output |
* | --- |
* | "Keep this link private; it works until 24 hours after your booking ends." |
*
* @param {Receipt_Link_PrivateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_link_private = /** @type {((inputs?: Receipt_Link_PrivateInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Link_PrivateInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_link_private(inputs)
	if (locale === "hi") return __hi.receipt_link_private(inputs)
	return __en.receipt_link_private(inputs)
});
/**
* | output |
* | --- |
* | "We will reply by e-mail or phone." |
*
* @param {Receipt_Message_NextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_message_next = /** @type {((inputs?: Receipt_Message_NextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Message_NextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_message_next(inputs)
	if (locale === "hi") return __hi.receipt_message_next(inputs)
	return __en.receipt_message_next(inputs)
});
/**
* | output |
* | --- |
* | "Thank you! Your message has been sent." |
*
* @param {Receipt_Message_ThanksInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_message_thanks = /** @type {((inputs?: Receipt_Message_ThanksInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Message_ThanksInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_message_thanks(inputs)
	if (locale === "hi") return __hi.receipt_message_thanks(inputs)
	return __en.receipt_message_thanks(inputs)
});
/**
* | output |
* | --- |
* | "Reference: {reference}" |
*
* @param {Receipt_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_reference = /** @type {((inputs: Receipt_ReferenceInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ReferenceInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_reference(inputs)
	if (locale === "hi") return __hi.receipt_reference(inputs)
	return __en.receipt_reference(inputs)
});
/**
* | output |
* | --- |
* | "Your request {reference} is with us." |
*
* @param {Receipt_Request_With_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_request_with_us = /** @type {((inputs: Receipt_Request_With_UsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Request_With_UsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_request_with_us(inputs)
	if (locale === "hi") return __hi.receipt_request_with_us(inputs)
	return __en.receipt_request_with_us(inputs)
});
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Receipt_ShareInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_share = /** @type {((inputs?: Receipt_ShareInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ShareInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_share(inputs)
	if (locale === "hi") return __hi.receipt_share(inputs)
	return __en.receipt_share(inputs)
});
/**
* | output |
* | --- |
* | "Follow the ambulance request" |
*
* @param {Receipt_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_share_title = /** @type {((inputs?: Receipt_Share_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Share_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_share_title(inputs)
	if (locale === "hi") return __hi.receipt_share_title(inputs)
	return __en.receipt_share_title(inputs)
});
/**
* | output |
* | --- |
* | "At a glance" |
*
* @param {Services_At_A_GlanceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_at_a_glance = /** @type {((inputs?: Services_At_A_GlanceInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_At_A_GlanceInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_at_a_glance(inputs)
	if (locale === "hi") return __hi.services_at_a_glance(inputs)
	return __en.services_at_a_glance(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Services_Breadcrumb_HomeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_breadcrumb_home = /** @type {((inputs?: Services_Breadcrumb_HomeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Breadcrumb_HomeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_breadcrumb_home(inputs)
	if (locale === "hi") return __hi.services_breadcrumb_home(inputs)
	return __en.services_breadcrumb_home(inputs)
});
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Services_Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_breadcrumb_label = /** @type {((inputs?: Services_Breadcrumb_LabelInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Breadcrumb_LabelInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_breadcrumb_label(inputs)
	if (locale === "hi") return __hi.services_breadcrumb_label(inputs)
	return __en.services_breadcrumb_label(inputs)
});
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Services_Breadcrumb_ServicesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_breadcrumb_services = /** @type {((inputs?: Services_Breadcrumb_ServicesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Breadcrumb_ServicesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_breadcrumb_services(inputs)
	if (locale === "hi") return __hi.services_breadcrumb_services(inputs)
	return __en.services_breadcrumb_services(inputs)
});
/**
* | output |
* | --- |
* | "Call Now: {phone}" |
*
* @param {Services_Call_NowInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_call_now = /** @type {((inputs: Services_Call_NowInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Call_NowInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_call_now(inputs)
	if (locale === "hi") return __hi.services_call_now(inputs)
	return __en.services_call_now(inputs)
});
/**
* | output |
* | --- |
* | "Equipment on board" |
*
* @param {Services_Equipment_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_equipment_on_board = /** @type {((inputs?: Services_Equipment_On_BoardInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Equipment_On_BoardInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_equipment_on_board(inputs)
	if (locale === "hi") return __hi.services_equipment_on_board(inputs)
	return __en.services_equipment_on_board(inputs)
});
/**
* | output |
* | --- |
* | "Our helpline is open 24 hours a day, 7 days a week, 365 days a year." |
*
* @param {Services_Helpline_OpenInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_helpline_open = /** @type {((inputs?: Services_Helpline_OpenInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Helpline_OpenInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_helpline_open(inputs)
	if (locale === "hi") return __hi.services_helpline_open(inputs)
	return __en.services_helpline_open(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance services" |
*
* @param {Services_Jsonld_List_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_jsonld_list_name = /** @type {((inputs?: Services_Jsonld_List_NameInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Jsonld_List_NameInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_jsonld_list_name(inputs)
	if (locale === "hi") return __hi.services_jsonld_list_name(inputs)
	return __en.services_jsonld_list_name(inputs)
});
/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Services_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_learn_more = /** @type {((inputs?: Services_Learn_MoreInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Learn_MoreInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_learn_more(inputs)
	if (locale === "hi") return __hi.services_learn_more(inputs)
	return __en.services_learn_more(inputs)
});
/**
* | output |
* | --- |
* | "about the {name}" |
*
* @param {Services_Learn_More_AboutInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_learn_more_about = /** @type {((inputs: Services_Learn_More_AboutInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Learn_More_AboutInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_learn_more_about(inputs)
	if (locale === "hi") return __hi.services_learn_more_about(inputs)
	return __en.services_learn_more_about(inputs)
});
/**
* | output |
* | --- |
* | "Our Ambulance Services" |
*
* @param {Services_List_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_heading = /** @type {((inputs?: Services_List_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_List_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_list_heading(inputs)
	if (locale === "hi") return __hi.services_list_heading(inputs)
	return __en.services_list_heading(inputs)
});
/**
* | output |
* | --- |
* | "Choose a service to see what it includes, or call us and we will send the right ambulance and crew for the patient." |
*
* @param {Services_List_IntroInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_intro = /** @type {((inputs?: Services_List_IntroInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_List_IntroInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_list_intro(inputs)
	if (locale === "hi") return __hi.services_list_intro(inputs)
	return __en.services_list_intro(inputs)
});
/**
* | output |
* | --- |
* | "All 11 ambulance services in Bengaluru: emergency, ICU, basic life support, cardiac, neonatal, air, mortuary, funeral, event standby, intercity and corporate." |
*
* @param {Services_List_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_meta_description = /** @type {((inputs?: Services_List_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_List_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_list_meta_description(inputs)
	if (locale === "hi") return __hi.services_list_meta_description(inputs)
	return __en.services_list_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance Services in Bengaluru \| Emergency, ICU, Cardiac & More" |
*
* @param {Services_List_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_meta_title = /** @type {((inputs?: Services_List_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_List_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_list_meta_title(inputs)
	if (locale === "hi") return __hi.services_list_meta_title(inputs)
	return __en.services_list_meta_title(inputs)
});
/**
* | output |
* | --- |
* | "Emergency response, critical care and planned transport across Bengaluru, 24x7." |
*
* @param {Services_List_SubtitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_subtitle = /** @type {((inputs?: Services_List_SubtitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_List_SubtitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_list_subtitle(inputs)
	if (locale === "hi") return __hi.services_list_subtitle(inputs)
	return __en.services_list_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "I need an ambulance" |
*
* @param {Services_List_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_whatsapp_text = /** @type {((inputs?: Services_List_Whatsapp_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_List_Whatsapp_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_list_whatsapp_text(inputs)
	if (locale === "hi") return __hi.services_list_whatsapp_text(inputs)
	return __en.services_list_whatsapp_text(inputs)
});
/**
* | output |
* | --- |
* | "Related services" |
*
* @param {Services_RelatedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_related = /** @type {((inputs?: Services_RelatedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_RelatedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_related(inputs)
	if (locale === "hi") return __hi.services_related(inputs)
	return __en.services_related(inputs)
});
/**
* | output |
* | --- |
* | "See all our services" |
*
* @param {Services_See_AllInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_see_all = /** @type {((inputs?: Services_See_AllInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_See_AllInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_see_all(inputs)
	if (locale === "hi") return __hi.services_see_all(inputs)
	return __en.services_see_all(inputs)
});
/**
* | output |
* | --- |
* | "Talk to us now" |
*
* @param {Services_Talk_NowInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_talk_now = /** @type {((inputs?: Services_Talk_NowInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Talk_NowInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_talk_now(inputs)
	if (locale === "hi") return __hi.services_talk_now(inputs)
	return __en.services_talk_now(inputs)
});
/**
* | output |
* | --- |
* | "Message on WhatsApp" |
*
* @param {Services_Whatsapp_ButtonInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_whatsapp_button = /** @type {((inputs?: Services_Whatsapp_ButtonInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Whatsapp_ButtonInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_whatsapp_button(inputs)
	if (locale === "hi") return __hi.services_whatsapp_button(inputs)
	return __en.services_whatsapp_button(inputs)
});
/**
* | output |
* | --- |
* | "Why choose us" |
*
* @param {Services_Why_Choose_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_why_choose_us = /** @type {((inputs?: Services_Why_Choose_UsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Why_Choose_UsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.services_why_choose_us(inputs)
	if (locale === "hi") return __hi.services_why_choose_us(inputs)
	return __en.services_why_choose_us(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Skip_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const skip_link = /** @type {((inputs?: Skip_LinkInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Skip_LinkInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.skip_link(inputs)
	if (locale === "hi") return __hi.skip_link(inputs)
	return __en.skip_link(inputs)
});
/**
* | output |
* | --- |
* | "Choose a date and time from now on (within a year)" |
*
* @param {Validation_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_date_time = /** @type {((inputs?: Validation_Date_TimeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Date_TimeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_date_time(inputs)
	if (locale === "hi") return __hi.validation_date_time(inputs)
	return __en.validation_date_time(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Validation_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_email_invalid = /** @type {((inputs?: Validation_Email_InvalidInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Email_InvalidInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_email_invalid(inputs)
	if (locale === "hi") return __hi.validation_email_invalid(inputs)
	return __en.validation_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Email must be at most {max} characters" |
*
* @param {Validation_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_email_too_long = /** @type {((inputs: Validation_Email_Too_LongInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Email_Too_LongInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_email_too_long(inputs)
	if (locale === "hi") return __hi.validation_email_too_long(inputs)
	return __en.validation_email_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Validation_Label_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_destination = /** @type {((inputs?: Validation_Label_DestinationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_DestinationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_label_destination(inputs)
	if (locale === "hi") return __hi.validation_label_destination(inputs)
	return __en.validation_label_destination(inputs)
});
/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Validation_Label_Full_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_full_name = /** @type {((inputs?: Validation_Label_Full_NameInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_Full_NameInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_label_full_name(inputs)
	if (locale === "hi") return __hi.validation_label_full_name(inputs)
	return __en.validation_label_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Validation_Label_MessageInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_message = /** @type {((inputs?: Validation_Label_MessageInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_MessageInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_label_message(inputs)
	if (locale === "hi") return __hi.validation_label_message(inputs)
	return __en.validation_label_message(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Validation_Label_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_name = /** @type {((inputs?: Validation_Label_NameInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_NameInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_label_name(inputs)
	if (locale === "hi") return __hi.validation_label_name(inputs)
	return __en.validation_label_name(inputs)
});
/**
* | output |
* | --- |
* | "Additional notes" |
*
* @param {Validation_Label_NotesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_notes = /** @type {((inputs?: Validation_Label_NotesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_NotesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_label_notes(inputs)
	if (locale === "hi") return __hi.validation_label_notes(inputs)
	return __en.validation_label_notes(inputs)
});
/**
* | output |
* | --- |
* | "Pickup address" |
*
* @param {Validation_Label_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_pickup_address = /** @type {((inputs?: Validation_Label_Pickup_AddressInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_Pickup_AddressInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_label_pickup_address(inputs)
	if (locale === "hi") return __hi.validation_label_pickup_address(inputs)
	return __en.validation_label_pickup_address(inputs)
});
/**
* | output |
* | --- |
* | "A location needs both latitude and longitude" |
*
* @param {Validation_Location_PairInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_location_pair = /** @type {((inputs?: Validation_Location_PairInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Location_PairInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_location_pair(inputs)
	if (locale === "hi") return __hi.validation_location_pair(inputs)
	return __en.validation_location_pair(inputs)
});
/**
* | output |
* | --- |
* | "Enter a valid Indian phone number, e.g. 98765 43210" |
*
* @param {Validation_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_phone_invalid = /** @type {((inputs?: Validation_Phone_InvalidInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Phone_InvalidInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_phone_invalid(inputs)
	if (locale === "hi") return __hi.validation_phone_invalid(inputs)
	return __en.validation_phone_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Phone number is required" |
*
* @param {Validation_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_phone_required = /** @type {((inputs?: Validation_Phone_RequiredInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Phone_RequiredInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_phone_required(inputs)
	if (locale === "hi") return __hi.validation_phone_required(inputs)
	return __en.validation_phone_required(inputs)
});
/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Validation_RequiredInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_required = /** @type {((inputs: Validation_RequiredInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_RequiredInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_required(inputs)
	if (locale === "hi") return __hi.validation_required(inputs)
	return __en.validation_required(inputs)
});
/**
* | output |
* | --- |
* | "Please select a service type" |
*
* @param {Validation_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_service_type = /** @type {((inputs?: Validation_Service_TypeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Service_TypeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_service_type(inputs)
	if (locale === "hi") return __hi.validation_service_type(inputs)
	return __en.validation_service_type(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be at most {max} characters" |
*
* @param {Validation_Too_LongInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_too_long = /** @type {((inputs: Validation_Too_LongInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Too_LongInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_too_long(inputs)
	if (locale === "hi") return __hi.validation_too_long(inputs)
	return __en.validation_too_long(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be at least {min} characters" |
*
* @param {Validation_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_too_short = /** @type {((inputs: Validation_Too_ShortInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Too_ShortInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_too_short(inputs)
	if (locale === "hi") return __hi.validation_too_short(inputs)
	return __en.validation_too_short(inputs)
});