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
	return /** @type {LocalizedString} */ (`ಭಾಷೆ`)
};

export const language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಪುಟ ಕನ್ನಡದಲ್ಲೂ ಇದೆ`)
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