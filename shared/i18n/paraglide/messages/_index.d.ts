/**
* | output |
* | --- |
* | "Sending request…" |
*
* @param {Form_Booking_SendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_sending: ((inputs?: Form_Booking_SendingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Booking_SendingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Request Ambulance" |
*
* @param {Form_Booking_SubmitInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_submit: ((inputs?: Form_Booking_SubmitInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Booking_SubmitInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Request an Ambulance" |
*
* @param {Form_Booking_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_title: ((inputs?: Form_Booking_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Booking_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Form_Call_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_call_phone: ((inputs: Form_Call_PhoneInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Call_PhoneInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call" |
*
* @param {Form_Contact_CallInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_contact_call: ((inputs?: Form_Contact_CallInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Contact_CallInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send your request. Please try again, or call us now." |
*
* @param {Form_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_failed: ((inputs?: Form_FailedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_FailedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Date & Time" |
*
* @param {Form_Label_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_date_time: ((inputs?: Form_Label_Date_TimeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Date_TimeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Form_Label_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_destination: ((inputs?: Form_Label_DestinationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_DestinationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Form_Label_EmailInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_email: ((inputs?: Form_Label_EmailInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_EmailInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Full Name" |
*
* @param {Form_Label_Full_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_full_name: ((inputs?: Form_Label_Full_NameInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Full_NameInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Form_Label_MessageInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_message: ((inputs?: Form_Label_MessageInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_MessageInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Form_Label_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_name: ((inputs?: Form_Label_NameInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_NameInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Additional Notes" |
*
* @param {Form_Label_NotesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_notes: ((inputs?: Form_Label_NotesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_NotesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Phone Number" |
*
* @param {Form_Label_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_phone: ((inputs?: Form_Label_PhoneInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_PhoneInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Phone (optional)" |
*
* @param {Form_Label_Phone_OptionalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_phone_optional: ((inputs?: Form_Label_Phone_OptionalInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Phone_OptionalInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup Address" |
*
* @param {Form_Label_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_pickup_address: ((inputs?: Form_Label_Pickup_AddressInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Pickup_AddressInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Preferred contact" |
*
* @param {Form_Label_Preferred_ContactInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_preferred_contact: ((inputs?: Form_Label_Preferred_ContactInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Preferred_ContactInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Service Type" |
*
* @param {Form_Label_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_service_type: ((inputs?: Form_Label_Service_TypeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Service_TypeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Location added (within {metres} m). It is sent with your request." |
*
* @param {Form_Location_AddedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_added: ((inputs: Form_Location_AddedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Location_AddedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Location not shared. You can still send the request with the address." |
*
* @param {Form_Location_DeniedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_denied: ((inputs?: Form_Location_DeniedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Location_DeniedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Could not find your location. You can still send the request with the address." |
*
* @param {Form_Location_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_failed: ((inputs?: Form_Location_FailedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Location_FailedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Finding your location…" |
*
* @param {Form_Location_FindingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_finding: ((inputs?: Form_Location_FindingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Location_FindingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Form_Message_SendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_sending: ((inputs?: Form_Message_SendingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Message_SendingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Send Message" |
*
* @param {Form_Message_SubmitInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_submit: ((inputs?: Form_Message_SubmitInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Message_SubmitInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Send Us a Message" |
*
* @param {Form_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_title: ((inputs?: Form_Message_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Message_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Select service type" |
*
* @param {Form_Select_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_select_service_type: ((inputs?: Form_Select_Service_TypeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Select_Service_TypeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "ALS Ambulance" |
*
* @param {Form_Service_AlsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_als: ((inputs?: Form_Service_AlsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_AlsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "BLS Ambulance" |
*
* @param {Form_Service_BasicInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_basic: ((inputs?: Form_Service_BasicInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_BasicInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Cardiac Ambulance" |
*
* @param {Form_Service_CardiacInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_cardiac: ((inputs?: Form_Service_CardiacInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_CardiacInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Emergency Ambulance" |
*
* @param {Form_Service_EmergencyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_emergency: ((inputs?: Form_Service_EmergencyInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_EmergencyInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Event Standby" |
*
* @param {Form_Service_EventInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_event: ((inputs?: Form_Service_EventInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_EventInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Funeral / Mortuary Transfer" |
*
* @param {Form_Service_FuneralInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_funeral: ((inputs?: Form_Service_FuneralInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_FuneralInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "ICU Ambulance" |
*
* @param {Form_Service_IcuInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_icu: ((inputs?: Form_Service_IcuInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_IcuInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Neonatal Ambulance" |
*
* @param {Form_Service_NeonatalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_neonatal: ((inputs?: Form_Service_NeonatalInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_NeonatalInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Patient Transfer" |
*
* @param {Form_Service_TransferInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_transfer: ((inputs?: Form_Service_TransferInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_TransferInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Use my current location" |
*
* @param {Form_Use_LocationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_use_location: ((inputs?: Form_Use_LocationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Use_LocationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Language_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const language_label: ((inputs?: Language_LabelInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_LabelInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "This page is also in English" |
*
* @param {Language_SuggestionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const language_suggestion: ((inputs?: Language_SuggestionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_SuggestionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you! Your request has been received." |
*
* @param {Receipt_Booking_ThanksInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_booking_thanks: ((inputs?: Receipt_Booking_ThanksInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Booking_ThanksInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our team will contact you within 5 minutes." |
*
* @param {Receipt_Callback_PromiseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_callback_promise: ((inputs?: Receipt_Callback_PromiseInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Callback_PromiseInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Could not copy: press and hold the button above to copy the link." |
*
* @param {Receipt_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_copy_failed: ((inputs?: Receipt_Copy_FailedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Copy_FailedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Receipt_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_copy_link: ((inputs?: Receipt_Copy_LinkInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Copy_LinkInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Follow your request live" |
*
* @param {Receipt_Follow_LiveInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_follow_live: ((inputs?: Receipt_Follow_LiveInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Follow_LiveInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Link copied. Paste it in a message to your family." |
*
* @param {Receipt_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_link_copied: ((inputs?: Receipt_Link_CopiedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Link_CopiedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Keep this link private; it works until 24 hours after your booking ends." |
*
* @param {Receipt_Link_PrivateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_link_private: ((inputs?: Receipt_Link_PrivateInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Link_PrivateInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "We will reply by e-mail or phone." |
*
* @param {Receipt_Message_NextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_message_next: ((inputs?: Receipt_Message_NextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Message_NextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you! Your message has been sent." |
*
* @param {Receipt_Message_ThanksInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_message_thanks: ((inputs?: Receipt_Message_ThanksInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Message_ThanksInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Reference: {reference}" |
*
* @param {Receipt_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_reference: ((inputs: Receipt_ReferenceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_ReferenceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Your request {reference} is with us." |
*
* @param {Receipt_Request_With_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_request_with_us: ((inputs: Receipt_Request_With_UsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Request_With_UsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Receipt_ShareInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_share: ((inputs?: Receipt_ShareInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_ShareInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Follow the ambulance request" |
*
* @param {Receipt_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_share_title: ((inputs?: Receipt_Share_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Share_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "At a glance" |
*
* @param {Services_At_A_GlanceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_at_a_glance: ((inputs?: Services_At_A_GlanceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_At_A_GlanceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Services_Breadcrumb_HomeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_breadcrumb_home: ((inputs?: Services_Breadcrumb_HomeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Breadcrumb_HomeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Services_Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_breadcrumb_label: ((inputs?: Services_Breadcrumb_LabelInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Breadcrumb_LabelInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Services_Breadcrumb_ServicesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_breadcrumb_services: ((inputs?: Services_Breadcrumb_ServicesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Breadcrumb_ServicesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call Now: {phone}" |
*
* @param {Services_Call_NowInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_call_now: ((inputs: Services_Call_NowInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Call_NowInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Equipment on board" |
*
* @param {Services_Equipment_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_equipment_on_board: ((inputs?: Services_Equipment_On_BoardInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Equipment_On_BoardInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our helpline is open 24 hours a day, 7 days a week, 365 days a year." |
*
* @param {Services_Helpline_OpenInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_helpline_open: ((inputs?: Services_Helpline_OpenInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Helpline_OpenInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance services" |
*
* @param {Services_Jsonld_List_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_jsonld_list_name: ((inputs?: Services_Jsonld_List_NameInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Jsonld_List_NameInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Services_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_learn_more: ((inputs?: Services_Learn_MoreInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Learn_MoreInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "about the {name}" |
*
* @param {Services_Learn_More_AboutInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_learn_more_about: ((inputs: Services_Learn_More_AboutInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Learn_More_AboutInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our Ambulance Services" |
*
* @param {Services_List_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_heading: ((inputs?: Services_List_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_List_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a service to see what it includes, or call us and we will send the right ambulance and crew for the patient." |
*
* @param {Services_List_IntroInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_intro: ((inputs?: Services_List_IntroInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_List_IntroInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "All 11 ambulance services in Bengaluru: emergency, ICU, basic life support, cardiac, neonatal, air, mortuary, funeral, event standby, intercity and corporate." |
*
* @param {Services_List_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_meta_description: ((inputs?: Services_List_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_List_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance Services in Bengaluru \| Emergency, ICU, Cardiac & More" |
*
* @param {Services_List_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_meta_title: ((inputs?: Services_List_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_List_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Emergency response, critical care and planned transport across Bengaluru, 24x7." |
*
* @param {Services_List_SubtitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_subtitle: ((inputs?: Services_List_SubtitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_List_SubtitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "I need an ambulance" |
*
* @param {Services_List_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_whatsapp_text: ((inputs?: Services_List_Whatsapp_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_List_Whatsapp_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Related services" |
*
* @param {Services_RelatedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_related: ((inputs?: Services_RelatedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_RelatedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "See all our services" |
*
* @param {Services_See_AllInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_see_all: ((inputs?: Services_See_AllInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_See_AllInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Talk to us now" |
*
* @param {Services_Talk_NowInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_talk_now: ((inputs?: Services_Talk_NowInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Talk_NowInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Message on WhatsApp" |
*
* @param {Services_Whatsapp_ButtonInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_whatsapp_button: ((inputs?: Services_Whatsapp_ButtonInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Whatsapp_ButtonInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Why choose us" |
*
* @param {Services_Why_Choose_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_why_choose_us: ((inputs?: Services_Why_Choose_UsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Why_Choose_UsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Skip_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const skip_link: ((inputs?: Skip_LinkInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Skip_LinkInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a date and time from now on (within a year)" |
*
* @param {Validation_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_date_time: ((inputs?: Validation_Date_TimeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Date_TimeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Validation_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_email_invalid: ((inputs?: Validation_Email_InvalidInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Email_InvalidInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Email must be at most {max} characters" |
*
* @param {Validation_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_email_too_long: ((inputs: Validation_Email_Too_LongInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Email_Too_LongInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Validation_Label_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_destination: ((inputs?: Validation_Label_DestinationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_DestinationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Validation_Label_Full_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_full_name: ((inputs?: Validation_Label_Full_NameInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_Full_NameInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Validation_Label_MessageInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_message: ((inputs?: Validation_Label_MessageInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_MessageInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Validation_Label_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_name: ((inputs?: Validation_Label_NameInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_NameInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Additional notes" |
*
* @param {Validation_Label_NotesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_notes: ((inputs?: Validation_Label_NotesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_NotesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup address" |
*
* @param {Validation_Label_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_pickup_address: ((inputs?: Validation_Label_Pickup_AddressInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_Pickup_AddressInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "A location needs both latitude and longitude" |
*
* @param {Validation_Location_PairInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_location_pair: ((inputs?: Validation_Location_PairInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Location_PairInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a valid Indian phone number, e.g. 98765 43210" |
*
* @param {Validation_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_phone_invalid: ((inputs?: Validation_Phone_InvalidInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Phone_InvalidInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number is required" |
*
* @param {Validation_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_phone_required: ((inputs?: Validation_Phone_RequiredInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Phone_RequiredInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Validation_RequiredInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_required: ((inputs: Validation_RequiredInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_RequiredInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Please select a service type" |
*
* @param {Validation_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_service_type: ((inputs?: Validation_Service_TypeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Service_TypeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "{label} must be at most {max} characters" |
*
* @param {Validation_Too_LongInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_too_long: ((inputs: Validation_Too_LongInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Too_LongInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "{label} must be at least {min} characters" |
*
* @param {Validation_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_too_short: ((inputs: Validation_Too_ShortInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Too_ShortInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Booking_SendingInputs = {};
export type Form_Booking_SubmitInputs = {};
export type Form_Booking_TitleInputs = {};
export type Form_Call_PhoneInputs = {
    phone: NonNullable<unknown>;
};
export type Form_Contact_CallInputs = {};
export type Form_FailedInputs = {};
export type Form_Label_Date_TimeInputs = {};
export type Form_Label_DestinationInputs = {};
export type Form_Label_EmailInputs = {};
export type Form_Label_Full_NameInputs = {};
export type Form_Label_MessageInputs = {};
export type Form_Label_NameInputs = {};
export type Form_Label_NotesInputs = {};
export type Form_Label_PhoneInputs = {};
export type Form_Label_Phone_OptionalInputs = {};
export type Form_Label_Pickup_AddressInputs = {};
export type Form_Label_Preferred_ContactInputs = {};
export type Form_Label_Service_TypeInputs = {};
export type Form_Location_AddedInputs = {
    metres: NonNullable<unknown>;
};
export type Form_Location_DeniedInputs = {};
export type Form_Location_FailedInputs = {};
export type Form_Location_FindingInputs = {};
export type Form_Message_SendingInputs = {};
export type Form_Message_SubmitInputs = {};
export type Form_Message_TitleInputs = {};
export type Form_Select_Service_TypeInputs = {};
export type Form_Service_AlsInputs = {};
export type Form_Service_BasicInputs = {};
export type Form_Service_CardiacInputs = {};
export type Form_Service_EmergencyInputs = {};
export type Form_Service_EventInputs = {};
export type Form_Service_FuneralInputs = {};
export type Form_Service_IcuInputs = {};
export type Form_Service_NeonatalInputs = {};
export type Form_Service_TransferInputs = {};
export type Form_Use_LocationInputs = {};
export type Language_LabelInputs = {};
export type Language_SuggestionInputs = {};
export type Receipt_Booking_ThanksInputs = {};
export type Receipt_Callback_PromiseInputs = {};
export type Receipt_Copy_FailedInputs = {};
export type Receipt_Copy_LinkInputs = {};
export type Receipt_Follow_LiveInputs = {};
export type Receipt_Link_CopiedInputs = {};
export type Receipt_Link_PrivateInputs = {};
export type Receipt_Message_NextInputs = {};
export type Receipt_Message_ThanksInputs = {};
export type Receipt_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Receipt_Request_With_UsInputs = {
    reference: NonNullable<unknown>;
};
export type Receipt_ShareInputs = {};
export type Receipt_Share_TitleInputs = {};
export type Services_At_A_GlanceInputs = {};
export type Services_Breadcrumb_HomeInputs = {};
export type Services_Breadcrumb_LabelInputs = {};
export type Services_Breadcrumb_ServicesInputs = {};
export type Services_Call_NowInputs = {
    phone: NonNullable<unknown>;
};
export type Services_Equipment_On_BoardInputs = {};
export type Services_Helpline_OpenInputs = {};
export type Services_Jsonld_List_NameInputs = {};
export type Services_Learn_MoreInputs = {};
export type Services_Learn_More_AboutInputs = {
    name: NonNullable<unknown>;
};
export type Services_List_HeadingInputs = {};
export type Services_List_IntroInputs = {};
export type Services_List_Meta_DescriptionInputs = {};
export type Services_List_Meta_TitleInputs = {};
export type Services_List_SubtitleInputs = {};
export type Services_List_Whatsapp_TextInputs = {};
export type Services_RelatedInputs = {};
export type Services_See_AllInputs = {};
export type Services_Talk_NowInputs = {};
export type Services_Whatsapp_ButtonInputs = {};
export type Services_Why_Choose_UsInputs = {};
export type Skip_LinkInputs = {};
export type Validation_Date_TimeInputs = {};
export type Validation_Email_InvalidInputs = {};
export type Validation_Email_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Validation_Label_DestinationInputs = {};
export type Validation_Label_Full_NameInputs = {};
export type Validation_Label_MessageInputs = {};
export type Validation_Label_NameInputs = {};
export type Validation_Label_NotesInputs = {};
export type Validation_Label_Pickup_AddressInputs = {};
export type Validation_Location_PairInputs = {};
export type Validation_Phone_InvalidInputs = {};
export type Validation_Phone_RequiredInputs = {};
export type Validation_RequiredInputs = {
    label: NonNullable<unknown>;
};
export type Validation_Service_TypeInputs = {};
export type Validation_Too_LongInputs = {
    label: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Validation_Too_ShortInputs = {
    label: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
