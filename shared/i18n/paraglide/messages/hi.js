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
	return /** @type {LocalizedString} */ (`अनुरोध भेजा जा रहा है…`)
};

export const form_booking_submit = /** @type {(inputs: Form_Booking_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस मँगवाएँ`)
};

export const form_booking_title = /** @type {(inputs: Form_Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस के लिए अनुरोध`)
};

export const form_call_phone = /** @type {(inputs: Form_Call_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} पर कॉल करें`)
};

export const form_contact_call = /** @type {(inputs: Form_Contact_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉल`)
};

export const form_failed = /** @type {(inputs: Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका अनुरोध भेजा नहीं जा सका। कृपया फिर से कोशिश करें, या अभी हमें कॉल करें।`)
};

export const form_label_date_time = /** @type {(inputs: Form_Label_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`तारीख और समय`)
};

export const form_label_destination = /** @type {(inputs: Form_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कहाँ जाना है`)
};

export const form_label_email = /** @type {(inputs: Form_Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल`)
};

export const form_label_full_name = /** @type {(inputs: Form_Label_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरा नाम`)
};

export const form_label_message = /** @type {(inputs: Form_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`संदेश`)
};

export const form_label_name = /** @type {(inputs: Form_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नाम`)
};

export const form_label_notes = /** @type {(inputs: Form_Label_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अतिरिक्त जानकारी`)
};

export const form_label_phone = /** @type {(inputs: Form_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ोन नंबर`)
};

export const form_label_phone_optional = /** @type {(inputs: Form_Label_Phone_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ोन (वैकल्पिक)`)
};

export const form_label_pickup_address = /** @type {(inputs: Form_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिकअप का पता`)
};

export const form_label_preferred_contact = /** @type {(inputs: Form_Label_Preferred_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम आपसे कैसे संपर्क करें`)
};

export const form_label_service_type = /** @type {(inputs: Form_Label_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवा का प्रकार`)
};

export const form_location_added = /** @type {(inputs: Form_Location_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लोकेशन जोड़ दी गई (${i?.metres} मीटर के अंदर)। यह आपके अनुरोध के साथ भेजी जाएगी।`)
};

export const form_location_denied = /** @type {(inputs: Form_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लोकेशन साझा नहीं हुई। आप पते के साथ अनुरोध फिर भी भेज सकते हैं।`)
};

export const form_location_failed = /** @type {(inputs: Form_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी लोकेशन नहीं मिल सकी। आप पते के साथ अनुरोध फिर भी भेज सकते हैं।`)
};

export const form_location_finding = /** @type {(inputs: Form_Location_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी लोकेशन ढूँढी जा रही है…`)
};

export const form_message_sending = /** @type {(inputs: Form_Message_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भेजा जा रहा है…`)
};

export const form_message_submit = /** @type {(inputs: Form_Message_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`संदेश भेजें`)
};

export const form_message_title = /** @type {(inputs: Form_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमें संदेश भेजें`)
};

export const form_select_service_type = /** @type {(inputs: Form_Select_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवा का प्रकार चुनें`)
};

export const form_service_als = /** @type {(inputs: Form_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS एम्बुलेंस (एडवांस्ड लाइफ़ सपोर्ट)`)
};

export const form_service_basic = /** @type {(inputs: Form_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BLS एम्बुलेंस (बेसिक लाइफ़ सपोर्ट)`)
};

export const form_service_cardiac = /** @type {(inputs: Form_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्डियक (दिल के मरीज़ों की) एम्बुलेंस`)
};

export const form_service_emergency = /** @type {(inputs: Form_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इमरजेंसी एम्बुलेंस`)
};

export const form_service_event = /** @type {(inputs: Form_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्यक्रमों के लिए स्टैंडबाय एम्बुलेंस`)
};

export const form_service_funeral = /** @type {(inputs: Form_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शव वाहन / मॉर्चरी तक`)
};

export const form_service_icu = /** @type {(inputs: Form_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU एम्बुलेंस`)
};

export const form_service_neonatal = /** @type {(inputs: Form_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नवजात शिशु एम्बुलेंस`)
};

export const form_service_transfer = /** @type {(inputs: Form_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ को एक जगह से दूसरी जगह ले जाना`)
};

export const form_use_location = /** @type {(inputs: Form_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेरी मौजूदा लोकेशन इस्तेमाल करें`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भाषा`)
};

export const language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह पेज हिन्दी में भी है`)
};

export const receipt_booking_thanks = /** @type {(inputs: Receipt_Booking_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`धन्यवाद! आपका अनुरोध हमें मिल गया है।`)
};

export const receipt_callback_promise = /** @type {(inputs: Receipt_Callback_PromiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी टीम 5 मिनट के अंदर आपसे संपर्क करेगी।`)
};

export const receipt_copy_failed = /** @type {(inputs: Receipt_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉपी नहीं हो सका: लिंक कॉपी करने के लिए ऊपर वाले बटन को दबाकर रखें।`)
};

export const receipt_copy_link = /** @type {(inputs: Receipt_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक कॉपी करें`)
};

export const receipt_follow_live = /** @type {(inputs: Receipt_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने अनुरोध को लाइव देखें`)
};

export const receipt_link_copied = /** @type {(inputs: Receipt_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक कॉपी हो गया। इसे मैसेज में पेस्ट करके अपने परिवार को भेजें।`)
};

export const receipt_link_private = /** @type {(inputs: Receipt_Link_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह लिंक निजी रखें; आपकी बुकिंग पूरी होने के 24 घंटे बाद तक यह काम करेगा।`)
};

export const receipt_message_next = /** @type {(inputs: Receipt_Message_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम ईमेल या फ़ोन से जवाब देंगे।`)
};

export const receipt_message_thanks = /** @type {(inputs: Receipt_Message_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`धन्यवाद! आपका संदेश हमें मिल गया है।`)
};

export const receipt_reference = /** @type {(inputs: Receipt_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`रेफ़रेंस नंबर: ${i?.reference}`)
};

export const receipt_request_with_us = /** @type {(inputs: Receipt_Request_With_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपका अनुरोध ${i?.reference} हमारे पास है।`)
};

export const receipt_share = /** @type {(inputs: Receipt_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शेयर करें`)
};

export const receipt_share_title = /** @type {(inputs: Receipt_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस अनुरोध को लाइव देखें`)
};

export const services_at_a_glance = /** @type {(inputs: Services_At_A_GlanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एक नज़र में`)
};

export const services_breadcrumb_home = /** @type {(inputs: Services_Breadcrumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`होम`)
};

export const services_breadcrumb_label = /** @type {(inputs: Services_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप यहाँ हैं`)
};

export const services_breadcrumb_services = /** @type {(inputs: Services_Breadcrumb_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवाएँ`)
};

export const services_call_now = /** @type {(inputs: Services_Call_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`अभी कॉल करें: ${i?.phone}`)
};

export const services_equipment_on_board = /** @type {(inputs: Services_Equipment_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस में मौजूद उपकरण`)
};

export const services_helpline_open = /** @type {(inputs: Services_Helpline_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी हेल्पलाइन दिन के 24 घंटे, हफ़्ते के 7 दिन, साल के 365 दिन खुली रहती है।`)
};

export const services_jsonld_list_name = /** @type {(inputs: Services_Jsonld_List_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस सेवाएँ`)
};

export const services_learn_more = /** @type {(inputs: Services_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`और जानें`)
};

export const services_learn_more_about = /** @type {(inputs: Services_Learn_More_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` – ${i?.name} के बारे में`)
};

export const services_list_heading = /** @type {(inputs: Services_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी एम्बुलेंस सेवाएँ`)
};

export const services_list_intro = /** @type {(inputs: Services_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`किसी सेवा में क्या-क्या शामिल है, यह देखने के लिए उसे चुनें, या हमें कॉल करें: हम मरीज़ के लिए सही एम्बुलेंस और टीम भेजेंगे।`)
};

export const services_list_meta_description = /** @type {(inputs: Services_List_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में हमारी सभी 11 एम्बुलेंस सेवाएँ: इमरजेंसी, ICU, बेसिक लाइफ़ सपोर्ट, कार्डियक, नवजात शिशु, एयर, शव वाहन, अंतिम संस्कार, इवेंट स्टैंडबाय, इंटरसिटी और कॉर्पोरेट।`)
};

export const services_list_meta_title = /** @type {(inputs: Services_List_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में एम्बुलेंस सेवाएँ | इमरजेंसी, ICU, कार्डियक और भी बहुत कुछ`)
};

export const services_list_subtitle = /** @type {(inputs: Services_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरे बेंगलुरु में इमरजेंसी सेवा, क्रिटिकल केयर और पहले से तय सफ़र, 24x7।`)
};

export const services_list_whatsapp_text = /** @type {(inputs: Services_List_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मुझे एम्बुलेंस चाहिए`)
};

export const services_related = /** @type {(inputs: Services_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`संबंधित सेवाएँ`)
};

export const services_see_all = /** @type {(inputs: Services_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी सभी सेवाएँ देखें`)
};

export const services_talk_now = /** @type {(inputs: Services_Talk_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी हमसे बात करें`)
};

export const services_whatsapp_button = /** @type {(inputs: Services_Whatsapp_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp पर संदेश भेजें`)
};

export const services_why_choose_us = /** @type {(inputs: Services_Why_Choose_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमें क्यों चुनें`)
};

export const skip_link = /** @type {(inputs: Skip_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सामग्री पर जाएँ`)
};

export const validation_date_time = /** @type {(inputs: Validation_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी से आगे की तारीख और समय चुनें (एक साल के अंदर)`)
};

export const validation_email_invalid = /** @type {(inputs: Validation_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सही ईमेल पता लिखें`)
};

export const validation_email_too_long = /** @type {(inputs: Validation_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ईमेल में ज़्यादा से ज़्यादा ${i?.max} अक्षर हो सकते हैं`)
};

export const validation_label_destination = /** @type {(inputs: Validation_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जाने की जगह`)
};

export const validation_label_full_name = /** @type {(inputs: Validation_Label_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरा नाम`)
};

export const validation_label_message = /** @type {(inputs: Validation_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`संदेश`)
};

export const validation_label_name = /** @type {(inputs: Validation_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नाम`)
};

export const validation_label_notes = /** @type {(inputs: Validation_Label_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अतिरिक्त जानकारी`)
};

export const validation_label_pickup_address = /** @type {(inputs: Validation_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिकअप का पता`)
};

export const validation_location_pair = /** @type {(inputs: Validation_Location_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लोकेशन के लिए अक्षांश और देशांतर दोनों चाहिए`)
};

export const validation_phone_invalid = /** @type {(inputs: Validation_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सही भारतीय फ़ोन नंबर लिखें, जैसे 98765 43210`)
};

export const validation_phone_required = /** @type {(inputs: Validation_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ोन नंबर भरना ज़रूरी है`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} भरना ज़रूरी है`)
};

export const validation_service_type = /** @type {(inputs: Validation_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सेवा का प्रकार चुनें`)
};

export const validation_too_long = /** @type {(inputs: Validation_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} में ज़्यादा से ज़्यादा ${i?.max} अक्षर हो सकते हैं`)
};

export const validation_too_short = /** @type {(inputs: Validation_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} में कम से कम ${i?.min} अक्षर लिखें`)
};