/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Language_SuggestionInputs */
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


export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भाषा`)
};

export const language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह पेज हिन्दी में भी है`)
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