/* eslint-disable */
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


export const form_booking_sending = /** @type {(inputs: Form_Booking_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ…`)
};

export const form_booking_submit = /** @type {(inputs: Form_Booking_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗೆ ವಿನಂತಿಸಿ`)
};

export const form_booking_title = /** @type {(inputs: Form_Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಾಗಿ ವಿನಂತಿ`)
};

export const form_call_phone = /** @type {(inputs: Form_Call_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} ಗೆ ಕರೆ ಮಾಡಿ`)
};

export const form_contact_call = /** @type {(inputs: Form_Contact_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕರೆ`)
};

export const form_failed = /** @type {(inputs: Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ಈಗಲೇ ನಮಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const form_label_date_time = /** @type {(inputs: Form_Label_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಿನಾಂಕ ಮತ್ತು ಸಮಯ`)
};

export const form_label_destination = /** @type {(inputs: Form_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತಲುಪಬೇಕಾದ ಸ್ಥಳ`)
};

export const form_label_email = /** @type {(inputs: Form_Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಇಮೇಲ್`)
};

export const form_label_full_name = /** @type {(inputs: Form_Label_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪೂರ್ಣ ಹೆಸರು`)
};

export const form_label_message = /** @type {(inputs: Form_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಂದೇಶ`)
};

export const form_label_name = /** @type {(inputs: Form_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೆಸರು`)
};

export const form_label_notes = /** @type {(inputs: Form_Label_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೆಚ್ಚುವರಿ ಮಾಹಿತಿ`)
};

export const form_label_phone = /** @type {(inputs: Form_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಫೋನ್ ಸಂಖ್ಯೆ`)
};

export const form_label_phone_optional = /** @type {(inputs: Form_Label_Phone_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಫೋನ್ (ಐಚ್ಛಿಕ)`)
};

export const form_label_pickup_address = /** @type {(inputs: Form_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪಿಕಪ್ ವಿಳಾಸ`)
};

export const form_label_preferred_contact = /** @type {(inputs: Form_Label_Preferred_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮನ್ನು ಹೇಗೆ ಸಂಪರ್ಕಿಸಬೇಕು`)
};

export const form_label_service_type = /** @type {(inputs: Form_Label_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸೇವೆಯ ವಿಧ`)
};

export const form_location_added = /** @type {(inputs: Form_Location_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳ ಸೇರಿಸಲಾಗಿದೆ (${i?.metres} ಮೀ. ಒಳಗೆ). ಇದು ನಿಮ್ಮ ವಿನಂತಿಯೊಂದಿಗೆ ಹೋಗುತ್ತದೆ.`)
};

export const form_location_denied = /** @type {(inputs: Form_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳ ಹಂಚಿಕೊಂಡಿಲ್ಲ. ವಿಳಾಸದೊಂದಿಗೆ ನೀವು ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಬಹುದು.`)
};

export const form_location_failed = /** @type {(inputs: Form_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಸ್ಥಳ ಪತ್ತೆಯಾಗಲಿಲ್ಲ. ವಿಳಾಸದೊಂದಿಗೆ ನೀವು ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಬಹುದು.`)
};

export const form_location_finding = /** @type {(inputs: Form_Location_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಸ್ಥಳವನ್ನು ಹುಡುಕಲಾಗುತ್ತಿದೆ…`)
};

export const form_message_sending = /** @type {(inputs: Form_Message_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ…`)
};

export const form_message_submit = /** @type {(inputs: Form_Message_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಂದೇಶ ಕಳುಹಿಸಿ`)
};

export const form_message_title = /** @type {(inputs: Form_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ`)
};

export const form_select_service_type = /** @type {(inputs: Form_Select_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸೇವೆಯ ವಿಧವನ್ನು ಆಯ್ಕೆಮಾಡಿ`)
};

export const form_service_als = /** @type {(inputs: Form_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS ಆಂಬ್ಯುಲೆನ್ಸ್ (ಸುಧಾರಿತ ಜೀವರಕ್ಷಕ)`)
};

export const form_service_basic = /** @type {(inputs: Form_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BLS ಆಂಬ್ಯುಲೆನ್ಸ್ (ಮೂಲ ಜೀವರಕ್ಷಕ)`)
};

export const form_service_cardiac = /** @type {(inputs: Form_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೃದ್ರೋಗಿಗಳ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const form_service_emergency = /** @type {(inputs: Form_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const form_service_event = /** @type {(inputs: Form_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾರ್ಯಕ್ರಮಗಳಿಗೆ ಸ್ಟ್ಯಾಂಡ್‌ಬೈ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const form_service_funeral = /** @type {(inputs: Form_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಶವ ಸಾಗಣೆ / ಶವಾಗಾರಕ್ಕೆ`)
};

export const form_service_icu = /** @type {(inputs: Form_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const form_service_neonatal = /** @type {(inputs: Form_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನವಜಾತ ಶಿಶು ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const form_service_transfer = /** @type {(inputs: Form_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿಯ ಸ್ಥಳಾಂತರ`)
};

export const form_use_location = /** @type {(inputs: Form_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನನ್ನ ಈಗಿನ ಸ್ಥಳವನ್ನು ಬಳಸಿ`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಭಾಷೆ`)
};

export const language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಪುಟ ಕನ್ನಡದಲ್ಲೂ ಇದೆ`)
};

export const receipt_booking_thanks = /** @type {(inputs: Receipt_Booking_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಧನ್ಯವಾದಗಳು! ನಿಮ್ಮ ವಿನಂತಿ ನಮಗೆ ತಲುಪಿದೆ.`)
};

export const receipt_callback_promise = /** @type {(inputs: Receipt_Callback_PromiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ತಂಡ 5 ನಿಮಿಷಗಳೊಳಗೆ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುತ್ತದೆ.`)
};

export const receipt_copy_failed = /** @type {(inputs: Receipt_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾಪಿ ಆಗಲಿಲ್ಲ: ಲಿಂಕ್ ಕಾಪಿ ಮಾಡಲು ಮೇಲಿನ ಬಟನ್ ಅನ್ನು ಒತ್ತಿ ಹಿಡಿಯಿರಿ.`)
};

export const receipt_copy_link = /** @type {(inputs: Receipt_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲಿಂಕ್ ಕಾಪಿ ಮಾಡಿ`)
};

export const receipt_follow_live = /** @type {(inputs: Receipt_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಲೈವ್ ಆಗಿ ನೋಡಿ`)
};

export const receipt_link_copied = /** @type {(inputs: Receipt_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲಿಂಕ್ ಕಾಪಿ ಆಗಿದೆ. ಅದನ್ನು ಸಂದೇಶದಲ್ಲಿ ಪೇಸ್ಟ್ ಮಾಡಿ ನಿಮ್ಮ ಕುಟುಂಬದವರಿಗೆ ಕಳುಹಿಸಿ.`)
};

export const receipt_link_private = /** @type {(inputs: Receipt_Link_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಲಿಂಕ್ ಅನ್ನು ಖಾಸಗಿಯಾಗಿ ಇಡಿ; ನಿಮ್ಮ ಬುಕಿಂಗ್ ಮುಗಿದ ನಂತರ 24 ಗಂಟೆಗಳವರೆಗೆ ಇದು ಕೆಲಸ ಮಾಡುತ್ತದೆ.`)
};

export const receipt_message_next = /** @type {(inputs: Receipt_Message_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಇಮೇಲ್ ಅಥವಾ ಫೋನ್ ಮೂಲಕ ಉತ್ತರಿಸುತ್ತೇವೆ.`)
};

export const receipt_message_thanks = /** @type {(inputs: Receipt_Message_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಧನ್ಯವಾದಗಳು! ನಿಮ್ಮ ಸಂದೇಶ ನಮಗೆ ತಲುಪಿದೆ.`)
};

export const receipt_reference = /** @type {(inputs: Receipt_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆ: ${i?.reference}`)
};

export const receipt_request_with_us = /** @type {(inputs: Receipt_Request_With_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ವಿನಂತಿ ${i?.reference} ನಮ್ಮ ಬಳಿ ಇದೆ.`)
};

export const receipt_share = /** @type {(inputs: Receipt_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಂಚಿಕೊಳ್ಳಿ`)
};

export const receipt_share_title = /** @type {(inputs: Receipt_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ವಿನಂತಿಯನ್ನು ಲೈವ್ ಆಗಿ ನೋಡಿ`)
};

export const services_at_a_glance = /** @type {(inputs: Services_At_A_GlanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಒಂದು ನೋಟದಲ್ಲಿ`)
};

export const services_breadcrumb_home = /** @type {(inputs: Services_Breadcrumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಖಪುಟ`)
};

export const services_breadcrumb_label = /** @type {(inputs: Services_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನೀವು ಇರುವ ಪುಟ`)
};

export const services_breadcrumb_services = /** @type {(inputs: Services_Breadcrumb_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸೇವೆಗಳು`)
};

export const services_call_now = /** @type {(inputs: Services_Call_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಈಗ ಕರೆ ಮಾಡಿ: ${i?.phone}`)
};

export const services_equipment_on_board = /** @type {(inputs: Services_Equipment_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್‌ನಲ್ಲಿರುವ ಉಪಕರಣಗಳು`)
};

export const services_helpline_open = /** @type {(inputs: Services_Helpline_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಸಹಾಯವಾಣಿ ದಿನದ 24 ಗಂಟೆ, ವಾರದ 7 ದಿನ, ವರ್ಷದ 365 ದಿನವೂ ತೆರೆದಿರುತ್ತದೆ.`)
};

export const services_jsonld_list_name = /** @type {(inputs: Services_Jsonld_List_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆಗಳು`)
};

export const services_learn_more = /** @type {(inputs: Services_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ`)
};

export const services_learn_more_about = /** @type {(inputs: Services_Learn_More_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` – ${i?.name} ಕುರಿತು`)
};

export const services_list_heading = /** @type {(inputs: Services_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆಗಳು`)
};

export const services_list_intro = /** @type {(inputs: Services_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪ್ರತಿ ಸೇವೆಯಲ್ಲಿ ಏನೇನಿದೆ ಎಂದು ನೋಡಲು ಅದನ್ನು ಆಯ್ಕೆ ಮಾಡಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ: ರೋಗಿಗೆ ಸರಿಯಾದ ಆಂಬ್ಯುಲೆನ್ಸ್ ಮತ್ತು ಸಿಬ್ಬಂದಿಯನ್ನು ಕಳುಹಿಸುತ್ತೇವೆ.`)
};

export const services_list_meta_description = /** @type {(inputs: Services_List_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ ನಮ್ಮ ಎಲ್ಲ 11 ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆಗಳು: ತುರ್ತು, ICU, ಬೇಸಿಕ್ ಲೈಫ್ ಸಪೋರ್ಟ್, ಕಾರ್ಡಿಯಾಕ್, ನವಜಾತ ಶಿಶು, ಏರ್, ಶವ ಸಾಗಣೆ, ಅಂತ್ಯಕ್ರಿಯೆ, ಕಾರ್ಯಕ್ರಮ ಸ್ಟ್ಯಾಂಡ್‌ಬೈ, ಅಂತರನಗರ ಮತ್ತು ಕಾರ್ಪೊರೇಟ್.`)
};

export const services_list_meta_title = /** @type {(inputs: Services_List_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆಗಳು | ತುರ್ತು, ICU, ಕಾರ್ಡಿಯಾಕ್ ಮತ್ತು ಇನ್ನಷ್ಟು`)
};

export const services_list_subtitle = /** @type {(inputs: Services_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಾದ್ಯಂತ ತುರ್ತು ಸೇವೆ, ತೀವ್ರ ನಿಗಾ ಆರೈಕೆ ಮತ್ತು ಯೋಜಿತ ಸಾಗಣೆ, 24x7.`)
};

export const services_list_whatsapp_text = /** @type {(inputs: Services_List_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನನಗೆ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬೇಕು`)
};

export const services_related = /** @type {(inputs: Services_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಂಬಂಧಿತ ಸೇವೆಗಳು`)
};

export const services_see_all = /** @type {(inputs: Services_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಎಲ್ಲ ಸೇವೆಗಳನ್ನು ನೋಡಿ`)
};

export const services_talk_now = /** @type {(inputs: Services_Talk_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈಗಲೇ ನಮ್ಮೊಂದಿಗೆ ಮಾತನಾಡಿ`)
};

export const services_whatsapp_button = /** @type {(inputs: Services_Whatsapp_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp ನಲ್ಲಿ ಸಂದೇಶ ಕಳುಹಿಸಿ`)
};

export const services_why_choose_us = /** @type {(inputs: Services_Why_Choose_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನೇ ಏಕೆ ಆರಿಸಬೇಕು`)
};

export const skip_link = /** @type {(inputs: Skip_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿಷಯಕ್ಕೆ ಹೋಗಿ`)
};

export const validation_date_time = /** @type {(inputs: Validation_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈಗಿನಿಂದ ಮುಂದಿನ ದಿನಾಂಕ ಮತ್ತು ಸಮಯವನ್ನು ಆಯ್ಕೆಮಾಡಿ (ಒಂದು ವರ್ಷದೊಳಗೆ)`)
};

export const validation_email_invalid = /** @type {(inputs: Validation_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ`)
};

export const validation_email_too_long = /** @type {(inputs: Validation_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಇಮೇಲ್ ${i?.max} ಅಕ್ಷರಗಳನ್ನು ಮೀರಬಾರದು`)
};

export const validation_label_destination = /** @type {(inputs: Validation_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತಲುಪಬೇಕಾದ ಸ್ಥಳ`)
};

export const validation_label_full_name = /** @type {(inputs: Validation_Label_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪೂರ್ಣ ಹೆಸರು`)
};

export const validation_label_message = /** @type {(inputs: Validation_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಂದೇಶ`)
};

export const validation_label_name = /** @type {(inputs: Validation_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೆಸರು`)
};

export const validation_label_notes = /** @type {(inputs: Validation_Label_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೆಚ್ಚುವರಿ ಮಾಹಿತಿ`)
};

export const validation_label_pickup_address = /** @type {(inputs: Validation_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪಿಕಪ್ ವಿಳಾಸ`)
};

export const validation_location_pair = /** @type {(inputs: Validation_Location_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳಕ್ಕೆ ಅಕ್ಷಾಂಶ ಮತ್ತು ರೇಖಾಂಶ ಎರಡೂ ಬೇಕು`)
};

export const validation_phone_invalid = /** @type {(inputs: Validation_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸರಿಯಾದ ಭಾರತೀಯ ಫೋನ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ, ಉದಾ. 98765 43210`)
};

export const validation_phone_required = /** @type {(inputs: Validation_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಫೋನ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ${i?.label} ನಮೂದಿಸಿ`)
};

export const validation_service_type = /** @type {(inputs: Validation_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಸೇವೆಯ ವಿಧವನ್ನು ಆಯ್ಕೆಮಾಡಿ`)
};

export const validation_too_long = /** @type {(inputs: Validation_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ${i?.max} ಅಕ್ಷರಗಳನ್ನು ಮೀರಬಾರದು`)
};

export const validation_too_short = /** @type {(inputs: Validation_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ಕನಿಷ್ಠ ${i?.min} ಅಕ್ಷರಗಳಷ್ಟು ಇರಬೇಕು`)
};