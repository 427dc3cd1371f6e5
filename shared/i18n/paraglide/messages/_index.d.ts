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
* | "Your ambulance booking{ref} has been cancelled. If you still need an ambulance, call us any time." |
*
* @param {Msg_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_cancelled: ((inputs: Msg_CancelledInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_CancelledInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Your ambulance trip{ref} is complete. Thank you for trusting us; we wish you a quick recovery." |
*
* @param {Msg_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_completed: ((inputs: Msg_CompletedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_CompletedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Your ambulance booking{ref} is confirmed for {when} from {pickup}." |
*
* @param {Msg_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_confirmed: ((inputs: Msg_ConfirmedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_ConfirmedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Driver: {driver}." |
*
* @param {Msg_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_driver: ((inputs: Msg_DriverInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_DriverInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Driver: {driver}, {phone}." |
*
* @param {Msg_Driver_With_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_driver_with_phone: ((inputs: Msg_Driver_With_PhoneInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_Driver_With_PhoneInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Follow it live: {url}" |
*
* @param {Msg_Follow_LiveInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_follow_live: ((inputs: Msg_Follow_LiveInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_Follow_LiveInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Hello {name}, this is {business}." |
*
* @param {Msg_HelloInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_hello: ((inputs: Msg_HelloInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_HelloInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Helpline 24x7: {phone}." |
*
* @param {Msg_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_helpline: ((inputs: Msg_HelplineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_HelplineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Your ambulance is on the way to {pickup}." |
*
* @param {Msg_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_in_progress: ((inputs: Msg_In_ProgressInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_In_ProgressInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "We have received your ambulance request{ref} for pickup from {pickup}. We will call you back within 5 minutes. In an emergency, call us now." |
*
* @param {Msg_PendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_pending: ((inputs: Msg_PendingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_PendingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "ref. {reference}" |
*
* @param {Msg_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_reference: ((inputs: Msg_ReferenceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_ReferenceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance: {vehicle}." |
*
* @param {Msg_VehicleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_vehicle: ((inputs: Msg_VehicleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_VehicleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "We will send you the ambulance and driver details shortly." |
*
* @param {Msg_Vehicle_To_ComeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_vehicle_to_come: ((inputs?: Msg_Vehicle_To_ComeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_Vehicle_To_ComeInputs, {
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
* | "About {hours} h away" |
*
* @param {Track_Away_HoursInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_away_hours: ((inputs: Track_Away_HoursInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Away_HoursInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "About {hours} h {minutes} min away" |
*
* @param {Track_Away_Hours_MinutesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_away_hours_minutes: ((inputs: Track_Away_Hours_MinutesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Away_Hours_MinutesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "About {minutes} min away" |
*
* @param {Track_Away_MinutesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_away_minutes: ((inputs: Track_Away_MinutesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Away_MinutesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Booking {reference}" |
*
* @param {Track_Booking_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_booking_reference: ((inputs: Track_Booking_ReferenceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Booking_ReferenceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call {driver}" |
*
* @param {Track_Call_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_driver: ((inputs: Track_Call_DriverInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Call_DriverInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call helpline" |
*
* @param {Track_Call_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_helpline: ((inputs?: Track_Call_HelplineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Call_HelplineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call our helpline" |
*
* @param {Track_Call_Our_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_our_helpline: ((inputs?: Track_Call_Our_HelplineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Call_Our_HelplineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Call the driver" |
*
* @param {Track_Call_The_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_the_driver: ((inputs?: Track_Call_The_DriverInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Call_The_DriverInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "driver {driver}" |
*
* @param {Track_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_driver: ((inputs: Track_DriverInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_DriverInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking links stop working 24 hours after the booking ends. For anything about this booking, call our 24x7 helpline." |
*
* @param {Track_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_expired_text: ((inputs?: Track_Expired_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Expired_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "This tracking link has expired" |
*
* @param {Track_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_expired_title: ((inputs?: Track_Expired_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Expired_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Keep this link private: anyone who has it can follow this booking until 24 hours after it ends." |
*
* @param {Track_Keep_PrivateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_keep_private: ((inputs?: Track_Keep_PrivateInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Keep_PrivateInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Live: this page updates by itself." |
*
* @param {Track_Live_ConnectedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_connected: ((inputs?: Track_Live_ConnectedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_ConnectedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Track_Live_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_copy_link: ((inputs?: Track_Live_Copy_LinkInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_Copy_LinkInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Track_Live_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_link_copied: ((inputs?: Track_Live_Link_CopiedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_Link_CopiedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Reconnecting… this page refreshes itself if the connection stays down." |
*
* @param {Track_Live_ReconnectingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_reconnecting: ((inputs?: Track_Live_ReconnectingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_ReconnectingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "This page refreshes itself every 30 seconds." |
*
* @param {Track_Live_RefreshesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_refreshes: ((inputs?: Track_Live_RefreshesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_RefreshesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Track_Live_ShareInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_share: ((inputs?: Track_Live_ShareInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_ShareInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup point" |
*
* @param {Track_Map_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_map_pickup: ((inputs?: Track_Map_PickupInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Map_PickupInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Please check that the whole link was copied. For anything about your booking, call our 24x7 helpline." |
*
* @param {Track_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_not_found_text: ((inputs?: Track_Not_Found_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Not_Found_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "This tracking link does not work" |
*
* @param {Track_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_not_found_title: ((inputs?: Track_Not_Found_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Not_Found_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "location not precise enough for an estimate" |
*
* @param {Track_Position_ImpreciseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_position_imprecise: ((inputs?: Track_Position_ImpreciseInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Position_ImpreciseInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "location {age}" |
*
* @param {Track_Position_LocationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_position_location: ((inputs: Track_Position_LocationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Position_LocationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Air Ambulance" |
*
* @param {Track_Service_AirInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_air: ((inputs?: Track_Service_AirInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_AirInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "ALS Ambulance" |
*
* @param {Track_Service_AlsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_als: ((inputs?: Track_Service_AlsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_AlsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Basic Life Support" |
*
* @param {Track_Service_BasicInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_basic: ((inputs?: Track_Service_BasicInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_BasicInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Cardiac Ambulance" |
*
* @param {Track_Service_CardiacInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_cardiac: ((inputs?: Track_Service_CardiacInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_CardiacInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Corporate" |
*
* @param {Track_Service_CorporateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_corporate: ((inputs?: Track_Service_CorporateInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_CorporateInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Emergency Ambulance" |
*
* @param {Track_Service_EmergencyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_emergency: ((inputs?: Track_Service_EmergencyInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_EmergencyInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Event Standby" |
*
* @param {Track_Service_EventInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_event: ((inputs?: Track_Service_EventInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_EventInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Funeral / Mortuary Transfer" |
*
* @param {Track_Service_FuneralInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_funeral: ((inputs?: Track_Service_FuneralInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_FuneralInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "ICU Ambulance" |
*
* @param {Track_Service_IcuInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_icu: ((inputs?: Track_Service_IcuInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_IcuInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Intercity Transfer" |
*
* @param {Track_Service_IntercityInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_intercity: ((inputs?: Track_Service_IntercityInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_IntercityInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Neonatal Ambulance" |
*
* @param {Track_Service_NeonatalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_neonatal: ((inputs?: Track_Service_NeonatalInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_NeonatalInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Patient Transfer" |
*
* @param {Track_Service_TransferInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_transfer: ((inputs?: Track_Service_TransferInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_TransferInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance assigned" |
*
* @param {Track_Stage_AssignedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_assigned: ((inputs?: Track_Stage_AssignedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_AssignedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Reached the destination" |
*
* @param {Track_Stage_At_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_at_destination: ((inputs?: Track_Stage_At_DestinationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_At_DestinationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance arrived" |
*
* @param {Track_Stage_At_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_at_pickup: ((inputs?: Track_Stage_At_PickupInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_At_PickupInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Booking cancelled" |
*
* @param {Track_Stage_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_cancelled: ((inputs?: Track_Stage_CancelledInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_CancelledInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Track_Stage_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_completed: ((inputs?: Track_Stage_CompletedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_CompletedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Booking confirmed" |
*
* @param {Track_Stage_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_confirmed: ((inputs?: Track_Stage_ConfirmedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_ConfirmedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Patient on board" |
*
* @param {Track_Stage_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_on_board: ((inputs?: Track_Stage_On_BoardInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_On_BoardInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance on the way" |
*
* @param {Track_Stage_On_The_WayInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_on_the_way: ((inputs?: Track_Stage_On_The_WayInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_On_The_WayInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Request received" |
*
* @param {Track_Stage_ReceivedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_received: ((inputs?: Track_Stage_ReceivedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_ReceivedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "An ambulance and its driver are assigned to you." |
*
* @param {Track_Text_AssignedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_assigned: ((inputs?: Track_Text_AssignedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_AssignedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "The ambulance has reached the destination." |
*
* @param {Track_Text_At_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_at_destination: ((inputs?: Track_Text_At_DestinationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_At_DestinationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "The ambulance has reached the pickup address." |
*
* @param {Track_Text_At_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_at_pickup: ((inputs?: Track_Text_At_PickupInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_At_PickupInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "This booking was cancelled. If you still need an ambulance, call our 24x7 helpline now." |
*
* @param {Track_Text_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_cancelled: ((inputs?: Track_Text_CancelledInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_CancelledInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "The trip is complete. We wish the patient a quick recovery." |
*
* @param {Track_Text_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_completed: ((inputs?: Track_Text_CompletedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_CompletedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Our team has confirmed your booking and is assigning an ambulance." |
*
* @param {Track_Text_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_confirmed: ((inputs?: Track_Text_ConfirmedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_ConfirmedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "The patient is in the ambulance with our crew." |
*
* @param {Track_Text_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_on_board: ((inputs?: Track_Text_On_BoardInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_On_BoardInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "The ambulance is on its way to the pickup address." |
*
* @param {Track_Text_On_The_WayInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_on_the_way: ((inputs?: Track_Text_On_The_WayInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_On_The_WayInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "We have your request. Our team will call you within 5 minutes." |
*
* @param {Track_Text_ReceivedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_received: ((inputs?: Track_Text_ReceivedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_ReceivedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "booking {reference}" |
*
* @param {Track_Title_BookingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_title_booking: ((inputs: Track_Title_BookingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Title_BookingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Please wait a few minutes and try again, or call our 24x7 helpline." |
*
* @param {Track_Too_Many_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_too_many_text: ((inputs?: Track_Too_Many_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Too_Many_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Too many attempts" |
*
* @param {Track_Too_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_too_many_title: ((inputs?: Track_Too_Many_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Too_Many_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "updated {minutes} min ago" |
*
* @param {Track_Updated_MinutesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updated_minutes: ((inputs: Track_Updated_MinutesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Updated_MinutesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "updated {seconds} s ago" |
*
* @param {Track_Updated_SecondsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updated_seconds: ((inputs: Track_Updated_SecondsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Updated_SecondsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "This page updates by itself." |
*
* @param {Track_Updates_By_ItselfInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updates_by_itself: ((inputs?: Track_Updates_By_ItselfInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Updates_By_ItselfInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Vehicle {number}" |
*
* @param {Track_VehicleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_vehicle: ((inputs: Track_VehicleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_VehicleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance" |
*
* @param {Track_Where_AmbulanceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_ambulance: ((inputs?: Track_Where_AmbulanceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Where_AmbulanceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "Ambulance at the pickup point" |
*
* @param {Track_Where_At_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_at_pickup: ((inputs?: Track_Where_At_PickupInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Where_At_PickupInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
/**
* | output |
* | --- |
* | "On the way to the destination" |
*
* @param {Track_Where_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_on_board: ((inputs?: Track_Where_On_BoardInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Where_On_BoardInputs, {
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
export type Msg_CancelledInputs = {
    ref: NonNullable<unknown>;
};
export type Msg_CompletedInputs = {
    ref: NonNullable<unknown>;
};
export type Msg_ConfirmedInputs = {
    ref: NonNullable<unknown>;
    when: NonNullable<unknown>;
    pickup: NonNullable<unknown>;
};
export type Msg_DriverInputs = {
    driver: NonNullable<unknown>;
};
export type Msg_Driver_With_PhoneInputs = {
    driver: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Msg_Follow_LiveInputs = {
    url: NonNullable<unknown>;
};
export type Msg_HelloInputs = {
    name: NonNullable<unknown>;
    business: NonNullable<unknown>;
};
export type Msg_HelplineInputs = {
    phone: NonNullable<unknown>;
};
export type Msg_In_ProgressInputs = {
    pickup: NonNullable<unknown>;
};
export type Msg_PendingInputs = {
    ref: NonNullable<unknown>;
    pickup: NonNullable<unknown>;
};
export type Msg_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Msg_VehicleInputs = {
    vehicle: NonNullable<unknown>;
};
export type Msg_Vehicle_To_ComeInputs = {};
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
export type Track_Away_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Track_Away_Hours_MinutesInputs = {
    hours: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
export type Track_Away_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Track_Booking_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Track_Call_DriverInputs = {
    driver: NonNullable<unknown>;
};
export type Track_Call_HelplineInputs = {};
export type Track_Call_Our_HelplineInputs = {};
export type Track_Call_The_DriverInputs = {};
export type Track_DriverInputs = {
    driver: NonNullable<unknown>;
};
export type Track_Expired_TextInputs = {};
export type Track_Expired_TitleInputs = {};
export type Track_Keep_PrivateInputs = {};
export type Track_Live_ConnectedInputs = {};
export type Track_Live_Copy_LinkInputs = {};
export type Track_Live_Link_CopiedInputs = {};
export type Track_Live_ReconnectingInputs = {};
export type Track_Live_RefreshesInputs = {};
export type Track_Live_ShareInputs = {};
export type Track_Map_PickupInputs = {};
export type Track_Not_Found_TextInputs = {};
export type Track_Not_Found_TitleInputs = {};
export type Track_Position_ImpreciseInputs = {};
export type Track_Position_LocationInputs = {
    age: NonNullable<unknown>;
};
export type Track_Service_AirInputs = {};
export type Track_Service_AlsInputs = {};
export type Track_Service_BasicInputs = {};
export type Track_Service_CardiacInputs = {};
export type Track_Service_CorporateInputs = {};
export type Track_Service_EmergencyInputs = {};
export type Track_Service_EventInputs = {};
export type Track_Service_FuneralInputs = {};
export type Track_Service_IcuInputs = {};
export type Track_Service_IntercityInputs = {};
export type Track_Service_NeonatalInputs = {};
export type Track_Service_TransferInputs = {};
export type Track_Stage_AssignedInputs = {};
export type Track_Stage_At_DestinationInputs = {};
export type Track_Stage_At_PickupInputs = {};
export type Track_Stage_CancelledInputs = {};
export type Track_Stage_CompletedInputs = {};
export type Track_Stage_ConfirmedInputs = {};
export type Track_Stage_On_BoardInputs = {};
export type Track_Stage_On_The_WayInputs = {};
export type Track_Stage_ReceivedInputs = {};
export type Track_Text_AssignedInputs = {};
export type Track_Text_At_DestinationInputs = {};
export type Track_Text_At_PickupInputs = {};
export type Track_Text_CancelledInputs = {};
export type Track_Text_CompletedInputs = {};
export type Track_Text_ConfirmedInputs = {};
export type Track_Text_On_BoardInputs = {};
export type Track_Text_On_The_WayInputs = {};
export type Track_Text_ReceivedInputs = {};
export type Track_Title_BookingInputs = {
    reference: NonNullable<unknown>;
};
export type Track_Too_Many_TextInputs = {};
export type Track_Too_Many_TitleInputs = {};
export type Track_Updated_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Track_Updated_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Track_Updates_By_ItselfInputs = {};
export type Track_VehicleInputs = {
    number: NonNullable<unknown>;
};
export type Track_Where_AmbulanceInputs = {};
export type Track_Where_At_PickupInputs = {};
export type Track_Where_On_BoardInputs = {};
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
