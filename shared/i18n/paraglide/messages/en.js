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
	return /** @type {LocalizedString} */ (`Language`)
};

export const language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is also in English`)
};

export const services_at_a_glance = /** @type {(inputs: Services_At_A_GlanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At a glance`)
};

export const services_breadcrumb_home = /** @type {(inputs: Services_Breadcrumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const services_breadcrumb_label = /** @type {(inputs: Services_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

export const services_breadcrumb_services = /** @type {(inputs: Services_Breadcrumb_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

export const services_call_now = /** @type {(inputs: Services_Call_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call Now: ${i?.phone}`)
};

export const services_equipment_on_board = /** @type {(inputs: Services_Equipment_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipment on board`)
};

export const services_helpline_open = /** @type {(inputs: Services_Helpline_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our helpline is open 24 hours a day, 7 days a week, 365 days a year.`)
};

export const services_jsonld_list_name = /** @type {(inputs: Services_Jsonld_List_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance services`)
};

export const services_learn_more = /** @type {(inputs: Services_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn More`)
};

export const services_learn_more_about = /** @type {(inputs: Services_Learn_More_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` about the ${i?.name}`)
};

export const services_list_heading = /** @type {(inputs: Services_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Ambulance Services`)
};

export const services_list_intro = /** @type {(inputs: Services_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a service to see what it includes, or call us and we will send the right ambulance and crew for the patient.`)
};

export const services_list_meta_description = /** @type {(inputs: Services_List_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All 11 ambulance services in Bengaluru: emergency, ICU, basic life support, cardiac, neonatal, air, mortuary, funeral, event standby, intercity and corporate.`)
};

export const services_list_meta_title = /** @type {(inputs: Services_List_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance Services in Bengaluru | Emergency, ICU, Cardiac & More`)
};

export const services_list_subtitle = /** @type {(inputs: Services_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergency response, critical care and planned transport across Bengaluru, 24x7.`)
};

export const services_list_whatsapp_text = /** @type {(inputs: Services_List_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I need an ambulance`)
};

export const services_related = /** @type {(inputs: Services_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Related services`)
};

export const services_see_all = /** @type {(inputs: Services_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all our services`)
};

export const services_talk_now = /** @type {(inputs: Services_Talk_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talk to us now`)
};

export const services_whatsapp_button = /** @type {(inputs: Services_Whatsapp_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message on WhatsApp`)
};

export const services_why_choose_us = /** @type {(inputs: Services_Why_Choose_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why choose us`)
};

export const skip_link = /** @type {(inputs: Skip_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};