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
export const language_label: (inputs: Language_LabelInputs) => LocalizedString;
export const language_suggestion: (inputs: Language_SuggestionInputs) => LocalizedString;
export const services_at_a_glance: (inputs: Services_At_A_GlanceInputs) => LocalizedString;
export const services_breadcrumb_home: (inputs: Services_Breadcrumb_HomeInputs) => LocalizedString;
export const services_breadcrumb_label: (inputs: Services_Breadcrumb_LabelInputs) => LocalizedString;
export const services_breadcrumb_services: (inputs: Services_Breadcrumb_ServicesInputs) => LocalizedString;
export const services_call_now: (inputs: Services_Call_NowInputs) => LocalizedString;
export const services_equipment_on_board: (inputs: Services_Equipment_On_BoardInputs) => LocalizedString;
export const services_helpline_open: (inputs: Services_Helpline_OpenInputs) => LocalizedString;
export const services_jsonld_list_name: (inputs: Services_Jsonld_List_NameInputs) => LocalizedString;
export const services_learn_more: (inputs: Services_Learn_MoreInputs) => LocalizedString;
export const services_learn_more_about: (inputs: Services_Learn_More_AboutInputs) => LocalizedString;
export const services_list_heading: (inputs: Services_List_HeadingInputs) => LocalizedString;
export const services_list_intro: (inputs: Services_List_IntroInputs) => LocalizedString;
export const services_list_meta_description: (inputs: Services_List_Meta_DescriptionInputs) => LocalizedString;
export const services_list_meta_title: (inputs: Services_List_Meta_TitleInputs) => LocalizedString;
export const services_list_subtitle: (inputs: Services_List_SubtitleInputs) => LocalizedString;
export const services_list_whatsapp_text: (inputs: Services_List_Whatsapp_TextInputs) => LocalizedString;
export const services_related: (inputs: Services_RelatedInputs) => LocalizedString;
export const services_see_all: (inputs: Services_See_AllInputs) => LocalizedString;
export const services_talk_now: (inputs: Services_Talk_NowInputs) => LocalizedString;
export const services_whatsapp_button: (inputs: Services_Whatsapp_ButtonInputs) => LocalizedString;
export const services_why_choose_us: (inputs: Services_Why_Choose_UsInputs) => LocalizedString;
export const skip_link: (inputs: Skip_LinkInputs) => LocalizedString;
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
