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
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_LabelInputs = {};
export type Language_SuggestionInputs = {};
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
