/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
import * as __en from "./en.js"
import * as __kn from "./kn.js"
import * as __hi from "./hi.js"
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