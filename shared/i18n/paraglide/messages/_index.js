/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} About_Fleet_HeadingInputs */
/** @typedef {{ ambulances: NonNullable<unknown>, vehicles: NonNullable<unknown>, gps: NonNullable<unknown> }} About_Fleet_TextInputs */
/** @typedef {{}} About_HeadingInputs */
/** @typedef {{ business: NonNullable<unknown>, families: NonNullable<unknown> }} About_Hero_TextInputs */
/** @typedef {{}} About_Licensed_HeadingInputs */
/** @typedef {{}} About_Licensed_TextInputs */
/** @typedef {{}} About_Meta_DescriptionInputs */
/** @typedef {{ business: NonNullable<unknown> }} About_Meta_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} About_Reach_TextInputs */
/** @typedef {{}} About_Team_HeadingInputs */
/** @typedef {{}} About_Team_TextInputs */
/** @typedef {{}} About_What_HeadingInputs */
/** @typedef {{ count: NonNullable<unknown>, list: NonNullable<unknown> }} About_What_TextInputs */
/** @typedef {{}} About_Where_HeadingInputs */
/** @typedef {{ areas: NonNullable<unknown>, last: NonNullable<unknown> }} About_Where_TextInputs */
/** @typedef {{}} About_Who_HeadingInputs */
/** @typedef {{ locality: NonNullable<unknown>, city: NonNullable<unknown>, families: NonNullable<unknown>, lives: NonNullable<unknown> }} About_Who_TextInputs */
/** @typedef {{ locality: NonNullable<unknown> }} Contact_Coverage_TextInputs */
/** @typedef {{}} Contact_Email_TextInputs */
/** @typedef {{}} Contact_Forms_HeadingInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Contact_Forms_TextInputs */
/** @typedef {{}} Contact_HeadingInputs */
/** @typedef {{}} Contact_Hero_TextInputs */
/** @typedef {{ international: NonNullable<unknown> }} Contact_Hotline_TextInputs */
/** @typedef {{}} Contact_Hotline_TitleInputs */
/** @typedef {{ short: NonNullable<unknown>, long: NonNullable<unknown> }} Contact_Hours_TextInputs */
/** @typedef {{}} Contact_Location_TitleInputs */
/** @typedef {{}} Contact_Meta_DescriptionInputs */
/** @typedef {{ business: NonNullable<unknown> }} Contact_Meta_TitleInputs */
/** @typedef {{}} Contact_Reach_LabelInputs */
/** @typedef {{}} Contact_Whatsapp_TextInputs */
/** @typedef {{}} Error_Not_Found_TextInputs */
/** @typedef {{ business: NonNullable<unknown> }} Error_Not_Found_TitleInputs */
/** @typedef {{}} Error_Return_HomeInputs */
/** @typedef {{}} Error_UnexpectedInputs */
/** @typedef {{}} Fleet_Categories_HeadingInputs */
/** @typedef {{}} Fleet_Categories_TextInputs */
/** @typedef {{}} Fleet_Category_BasicInputs */
/** @typedef {{}} Fleet_Category_ExteriorInputs */
/** @typedef {{}} Fleet_Category_InteriorInputs */
/** @typedef {{}} Fleet_Category_ServiceInputs */
/** @typedef {{}} Fleet_CloseInputs */
/** @typedef {{}} Fleet_CtaInputs */
/** @typedef {{}} Fleet_EnlargeInputs */
/** @typedef {{}} Fleet_Features_HeadingInputs */
/** @typedef {{}} Fleet_Filter_AllInputs */
/** @typedef {{}} Fleet_Filter_LabelInputs */
/** @typedef {{}} Fleet_Gallery_HeadingInputs */
/** @typedef {{}} Fleet_Gallery_TextInputs */
/** @typedef {{}} Fleet_HeadingInputs */
/** @typedef {{ ambulances: NonNullable<unknown>, vehicles: NonNullable<unknown> }} Fleet_Hero_TextInputs */
/** @typedef {{}} Fleet_Meta_DescriptionInputs */
/** @typedef {{}} Fleet_Meta_TitleInputs */
/** @typedef {{}} Fleet_Next_PictureInputs */
/** @typedef {{}} Fleet_On_BoardInputs */
/** @typedef {{ count: NonNullable<unknown> }} Fleet_Pictures_ShownInputs */
/** @typedef {{}} Fleet_Previous_PictureInputs */
/** @typedef {{}} Fleet_Total_HeadingInputs */
/** @typedef {{ ambulances: NonNullable<unknown> }} Fleet_Total_TextInputs */
/** @typedef {{}} Footer_AboutInputs */
/** @typedef {{}} Footer_Book_OnlineInputs */
/** @typedef {{}} Footer_CompanyInputs */
/** @typedef {{}} Footer_ContactInputs */
/** @typedef {{ business: NonNullable<unknown> }} Footer_CopyrightInputs */
/** @typedef {{ email: NonNullable<unknown> }} Footer_EmailInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Footer_Emergency_LineInputs */
/** @typedef {{}} Footer_HelplineInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Footer_HoursInputs */
/** @typedef {{}} Footer_QuickInputs */
/** @typedef {{}} Footer_SitemapInputs */
/** @typedef {{}} Footer_Whatsapp_LabelInputs */
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
/** @typedef {{ locality: NonNullable<unknown> }} Helpline_Areas_TextInputs */
/** @typedef {{}} Helpline_From_IndiaInputs */
/** @typedef {{}} Helpline_HeadingInputs */
/** @typedef {{}} Helpline_InternationalInputs */
/** @typedef {{}} Helpline_LeadInputs */
/** @typedef {{}} Helpline_Meta_DescriptionInputs */
/** @typedef {{}} Helpline_Meta_TitleInputs */
/** @typedef {{ callback: NonNullable<unknown> }} Helpline_Not_UrgentInputs */
/** @typedef {{}} Helpline_Tell_1Inputs */
/** @typedef {{}} Helpline_Tell_2Inputs */
/** @typedef {{}} Helpline_Tell_3Inputs */
/** @typedef {{}} Helpline_Tell_4Inputs */
/** @typedef {{}} Helpline_Tell_5Inputs */
/** @typedef {{}} Helpline_Tell_AfterInputs */
/** @typedef {{}} Helpline_Tell_HeadingInputs */
/** @typedef {{}} Helpline_Whatsapp_HeadingInputs */
/** @typedef {{}} Helpline_Whatsapp_TextInputs */
/** @typedef {{}} Helpline_When_1Inputs */
/** @typedef {{}} Helpline_When_2Inputs */
/** @typedef {{}} Helpline_When_3Inputs */
/** @typedef {{}} Helpline_When_4Inputs */
/** @typedef {{}} Helpline_When_5Inputs */
/** @typedef {{}} Helpline_When_HeadingInputs */
/** @typedef {{}} Helpline_When_UnsureInputs */
/** @typedef {{}} Home_Book_HeadingInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Home_Contact_TextInputs */
/** @typedef {{}} Home_Faq_HeadingInputs */
/** @typedef {{}} Home_Fleet_HeadingInputs */
/** @typedef {{ ambulances: NonNullable<unknown>, vehicles: NonNullable<unknown> }} Home_Fleet_TextInputs */
/** @typedef {{}} Home_Meta_DescriptionInputs */
/** @typedef {{}} Home_Meta_TitleInputs */
/** @typedef {{ value: NonNullable<unknown>, best: NonNullable<unknown>, count: NonNullable<unknown> }} Home_RatingInputs */
/** @typedef {{}} Home_Reviews_LabelInputs */
/** @typedef {{}} Home_Reviews_LinkInputs */
/** @typedef {{}} Home_Reviews_NextInputs */
/** @typedef {{}} Home_Reviews_PreviousInputs */
/** @typedef {{}} Home_Reviews_TrackInputs */
/** @typedef {{}} Home_Services_HeadingInputs */
/** @typedef {{}} Home_Services_TextInputs */
/** @typedef {{ n: NonNullable<unknown> }} Home_Slide_GoInputs */
/** @typedef {{}} Home_Slide_NextInputs */
/** @typedef {{ n: NonNullable<unknown>, count: NonNullable<unknown> }} Home_Slide_OfInputs */
/** @typedef {{}} Home_Slide_PreviousInputs */
/** @typedef {{}} Home_Slider_LabelInputs */
/** @typedef {{}} Home_Slideshow_PauseInputs */
/** @typedef {{}} Home_Slideshow_PlayInputs */
/** @typedef {{}} Home_Testimonials_HeadingInputs */
/** @typedef {{}} Home_Why_HeadingInputs */
/** @typedef {{ phone: NonNullable<unknown>, callback: NonNullable<unknown> }} Landing_Book_TextInputs */
/** @typedef {{}} Landing_Coverage_HeadingInputs */
/** @typedef {{ locality: NonNullable<unknown>, phone: NonNullable<unknown> }} Landing_Coverage_TextInputs */
/** @typedef {{}} Landing_Fleet_HeadingInputs */
/** @typedef {{}} Landing_Fleet_TextInputs */
/** @typedef {{ title: NonNullable<unknown> }} Landing_Learn_MoreInputs */
/** @typedef {{}} Landing_Meta_DescriptionInputs */
/** @typedef {{}} Landing_Meta_TitleInputs */
/** @typedef {{}} Landing_Offer_CatalogInputs */
/** @typedef {{}} Landing_SpecialisedInputs */
/** @typedef {{}} Landing_Testimonials_HeadingInputs */
/** @typedef {{}} Landing_Whole_FleetInputs */
/** @typedef {{}} Landing_Why_HeadingInputs */
/** @typedef {{}} Landing_Why_TextInputs */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Language_SuggestionInputs */
/** @typedef {{}} Legal_Contact_HeadingInputs */
/** @typedef {{ business: NonNullable<unknown>, street: NonNullable<unknown>, locality: NonNullable<unknown>, city: NonNullable<unknown>, postal: NonNullable<unknown>, phone: NonNullable<unknown>, email: NonNullable<unknown> }} Legal_Contact_LineInputs */
/** @typedef {{}} Legal_Privacy_ChoicesInputs */
/** @typedef {{}} Legal_Privacy_Choices_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Collect_1Inputs */
/** @typedef {{}} Legal_Privacy_Collect_2Inputs */
/** @typedef {{}} Legal_Privacy_Collect_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Meta_DescriptionInputs */
/** @typedef {{}} Legal_Privacy_TitleInputs */
/** @typedef {{}} Legal_Privacy_UseInputs */
/** @typedef {{}} Legal_Privacy_Use_HeadingInputs */
/** @typedef {{}} Legal_Privacy_WhoInputs */
/** @typedef {{}} Legal_Privacy_Who_HeadingInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Legal_Terms_EmergencyInputs */
/** @typedef {{}} Legal_Terms_Emergency_HeadingInputs */
/** @typedef {{}} Legal_Terms_InfoInputs */
/** @typedef {{}} Legal_Terms_Info_HeadingInputs */
/** @typedef {{}} Legal_Terms_Meta_DescriptionInputs */
/** @typedef {{}} Legal_Terms_RequestsInputs */
/** @typedef {{}} Legal_Terms_Requests_HeadingInputs */
/** @typedef {{}} Legal_Terms_TitleInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Msg_CancelledInputs */
/** @typedef {{ ref: NonNullable<unknown> }} Msg_CompletedInputs */
/** @typedef {{ ref: NonNullable<unknown>, when: NonNullable<unknown>, pickup: NonNullable<unknown> }} Msg_ConfirmedInputs */
/** @typedef {{ driver: NonNullable<unknown> }} Msg_DriverInputs */
/** @typedef {{ driver: NonNullable<unknown>, phone: NonNullable<unknown> }} Msg_Driver_With_PhoneInputs */
/** @typedef {{ url: NonNullable<unknown> }} Msg_Follow_LiveInputs */
/** @typedef {{ name: NonNullable<unknown>, business: NonNullable<unknown> }} Msg_HelloInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Msg_HelplineInputs */
/** @typedef {{ pickup: NonNullable<unknown> }} Msg_In_ProgressInputs */
/** @typedef {{ ref: NonNullable<unknown>, pickup: NonNullable<unknown> }} Msg_PendingInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Msg_ReferenceInputs */
/** @typedef {{ vehicle: NonNullable<unknown> }} Msg_VehicleInputs */
/** @typedef {{}} Msg_Vehicle_To_ComeInputs */
/** @typedef {{}} Nav_AboutInputs */
/** @typedef {{}} Nav_All_ServicesInputs */
/** @typedef {{}} Nav_Book_WhatsappInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Nav_CallInputs */
/** @typedef {{}} Nav_Call_HiddenInputs */
/** @typedef {{}} Nav_ContactInputs */
/** @typedef {{}} Nav_Contact_UsInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Nav_Emergency_CallInputs */
/** @typedef {{}} Nav_FleetInputs */
/** @typedef {{}} Nav_HomeInputs */
/** @typedef {{}} Nav_MainInputs */
/** @typedef {{}} Nav_Menu_CloseInputs */
/** @typedef {{}} Nav_Menu_OpenInputs */
/** @typedef {{}} Nav_MobileInputs */
/** @typedef {{}} Nav_ServicesInputs */
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
/** @typedef {{}} Site_AddressInputs */
/** @typedef {{}} Site_Areas_HeadingInputs */
/** @typedef {{}} Site_Book_WhatsappInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Site_Call_NowInputs */
/** @typedef {{}} Site_CallbackInputs */
/** @typedef {{}} Site_EmailInputs */
/** @typedef {{}} Site_Find_UsInputs */
/** @typedef {{}} Site_Helpline_24x7Inputs */
/** @typedef {{}} Site_HoursInputs */
/** @typedef {{ locality: NonNullable<unknown>, city: NonNullable<unknown> }} Site_Map_TitleInputs */
/** @typedef {{}} Site_Open_MapsInputs */
/** @typedef {{ rating: NonNullable<unknown> }} Site_RatedInputs */
/** @typedef {{}} Site_Reach_UsInputs */
/** @typedef {{}} Site_RecordInputs */
/** @typedef {{}} Site_Whatsapp_ChatInputs */
/** @typedef {{}} Skip_LinkInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Track_Away_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Track_Away_Hours_MinutesInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Track_Away_MinutesInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Track_Booking_ReferenceInputs */
/** @typedef {{ driver: NonNullable<unknown> }} Track_Call_DriverInputs */
/** @typedef {{}} Track_Call_HelplineInputs */
/** @typedef {{}} Track_Call_Our_HelplineInputs */
/** @typedef {{}} Track_Call_The_DriverInputs */
/** @typedef {{ driver: NonNullable<unknown> }} Track_DriverInputs */
/** @typedef {{}} Track_Expired_TextInputs */
/** @typedef {{}} Track_Expired_TitleInputs */
/** @typedef {{}} Track_Keep_PrivateInputs */
/** @typedef {{}} Track_Live_ConnectedInputs */
/** @typedef {{}} Track_Live_Copy_LinkInputs */
/** @typedef {{}} Track_Live_Link_CopiedInputs */
/** @typedef {{}} Track_Live_ReconnectingInputs */
/** @typedef {{}} Track_Live_RefreshesInputs */
/** @typedef {{}} Track_Live_ShareInputs */
/** @typedef {{}} Track_Map_PickupInputs */
/** @typedef {{}} Track_Not_Found_TextInputs */
/** @typedef {{}} Track_Not_Found_TitleInputs */
/** @typedef {{}} Track_Position_ImpreciseInputs */
/** @typedef {{ age: NonNullable<unknown> }} Track_Position_LocationInputs */
/** @typedef {{}} Track_Service_AirInputs */
/** @typedef {{}} Track_Service_AlsInputs */
/** @typedef {{}} Track_Service_BasicInputs */
/** @typedef {{}} Track_Service_CardiacInputs */
/** @typedef {{}} Track_Service_CorporateInputs */
/** @typedef {{}} Track_Service_EmergencyInputs */
/** @typedef {{}} Track_Service_EventInputs */
/** @typedef {{}} Track_Service_FuneralInputs */
/** @typedef {{}} Track_Service_IcuInputs */
/** @typedef {{}} Track_Service_IntercityInputs */
/** @typedef {{}} Track_Service_NeonatalInputs */
/** @typedef {{}} Track_Service_TransferInputs */
/** @typedef {{}} Track_Stage_AssignedInputs */
/** @typedef {{}} Track_Stage_At_DestinationInputs */
/** @typedef {{}} Track_Stage_At_PickupInputs */
/** @typedef {{}} Track_Stage_CancelledInputs */
/** @typedef {{}} Track_Stage_CompletedInputs */
/** @typedef {{}} Track_Stage_ConfirmedInputs */
/** @typedef {{}} Track_Stage_On_BoardInputs */
/** @typedef {{}} Track_Stage_On_The_WayInputs */
/** @typedef {{}} Track_Stage_ReceivedInputs */
/** @typedef {{}} Track_Text_AssignedInputs */
/** @typedef {{}} Track_Text_At_DestinationInputs */
/** @typedef {{}} Track_Text_At_PickupInputs */
/** @typedef {{}} Track_Text_CancelledInputs */
/** @typedef {{}} Track_Text_CompletedInputs */
/** @typedef {{}} Track_Text_ConfirmedInputs */
/** @typedef {{}} Track_Text_On_BoardInputs */
/** @typedef {{}} Track_Text_On_The_WayInputs */
/** @typedef {{}} Track_Text_ReceivedInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Track_Title_BookingInputs */
/** @typedef {{}} Track_Too_Many_TextInputs */
/** @typedef {{}} Track_Too_Many_TitleInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Track_Updated_MinutesInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Track_Updated_SecondsInputs */
/** @typedef {{}} Track_Updates_By_ItselfInputs */
/** @typedef {{ number: NonNullable<unknown> }} Track_VehicleInputs */
/** @typedef {{}} Track_Where_AmbulanceInputs */
/** @typedef {{}} Track_Where_At_PickupInputs */
/** @typedef {{}} Track_Where_On_BoardInputs */
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
import * as __en from "./en.js"
import * as __kn from "./kn.js"
import * as __hi from "./hi.js"
/**
* | output |
* | --- |
* | "Our fleet" |
*
* @param {About_Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_fleet_heading = /** @type {((inputs?: About_Fleet_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Fleet_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_fleet_heading(inputs)
	if (locale === "hi") return __hi.about_fleet_heading(inputs)
	return __en.about_fleet_heading(inputs)
});
/**
* | output |
* | --- |
* | "{ambulances} ambulances and {vehicles} vehicles in total, from basic life support to ICU, cardiac and mortuary ambulances. The whole fleet is sanitized and {..." |
*
* @param {About_Fleet_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_fleet_text = /** @type {((inputs: About_Fleet_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Fleet_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_fleet_text(inputs)
	if (locale === "hi") return __hi.about_fleet_text(inputs)
	return __en.about_fleet_text(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance Service Near Me" |
*
* @param {About_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_heading = /** @type {((inputs?: About_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_heading(inputs)
	if (locale === "hi") return __hi.about_heading(inputs)
	return __en.about_heading(inputs)
});
/**
* | output |
* | --- |
* | "{business} is a private ambulance service in Bengaluru, on call 24x7 since 2015. Trusted by {families} families." |
*
* @param {About_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_hero_text = /** @type {((inputs: About_Hero_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Hero_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_hero_text(inputs)
	if (locale === "hi") return __hi.about_hero_text(inputs)
	return __en.about_hero_text(inputs)
});
/**
* | output |
* | --- |
* | "Licensed and transparent" |
*
* @param {About_Licensed_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_licensed_heading = /** @type {((inputs?: About_Licensed_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Licensed_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_licensed_heading(inputs)
	if (locale === "hi") return __hi.about_licensed_heading(inputs)
	return __en.about_licensed_heading(inputs)
});
/**
* | output |
* | --- |
* | "We are licensed by the state health department, and we tell families clearly what a trip involves before it starts." |
*
* @param {About_Licensed_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_licensed_text = /** @type {((inputs?: About_Licensed_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Licensed_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_licensed_text(inputs)
	if (locale === "hi") return __hi.about_licensed_text(inputs)
	return __en.about_licensed_text(inputs)
});
/**
* | output |
* | --- |
* | "Who we are: a private 24x7 ambulance service in Bengaluru since 2015, with trained paramedics, a GPS-tracked fleet of 21+ vehicles and cover across the city." |
*
* @param {About_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_meta_description = /** @type {((inputs?: About_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_meta_description(inputs)
	if (locale === "hi") return __hi.about_meta_description(inputs)
	return __en.about_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance Service Near Me \| About {business}" |
*
* @param {About_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_meta_title = /** @type {((inputs: About_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_meta_title(inputs)
	if (locale === "hi") return __hi.about_meta_title(inputs)
	return __en.about_meta_title(inputs)
});
/**
* | output |
* | --- |
* | "Call our 24x7 helpline on <tel>{phone}</tel> (<helpline>more about the helpline</helpline>), find an <near>ambulance near you</near>, or <contact>contact us<..." |
*
* @param {About_Reach_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_reach_text = /** @type {((inputs: About_Reach_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Reach_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_reach_text(inputs)
	if (locale === "hi") return __hi.about_reach_text(inputs)
	return __en.about_reach_text(inputs)
});
/**
* | output |
* | --- |
* | "Our team" |
*
* @param {About_Team_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_team_heading = /** @type {((inputs?: About_Team_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Team_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_team_heading(inputs)
	if (locale === "hi") return __hi.about_team_heading(inputs)
	return __en.about_team_heading(inputs)
});
/**
* | output |
* | --- |
* | "Every trip has trained paramedics, experienced EMTs and drivers. We keep families informed, explain what happens next, and treat every patient with compassion." |
*
* @param {About_Team_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_team_text = /** @type {((inputs?: About_Team_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Team_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_team_text(inputs)
	if (locale === "hi") return __hi.about_team_text(inputs)
	return __en.about_team_text(inputs)
});
/**
* | output |
* | --- |
* | "What we do" |
*
* @param {About_What_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_what_heading = /** @type {((inputs?: About_What_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_What_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_what_heading(inputs)
	if (locale === "hi") return __hi.about_what_heading(inputs)
	return __en.about_what_heading(inputs)
});
/**
* | output |
* | --- |
* | "From emergencies to planned trips, we run {count} services: {list}. See <services>all our services</services>." |
*
* @param {About_What_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_what_text = /** @type {((inputs: About_What_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_What_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_what_text(inputs)
	if (locale === "hi") return __hi.about_what_text(inputs)
	return __en.about_what_text(inputs)
});
/**
* | output |
* | --- |
* | "Where we work" |
*
* @param {About_Where_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_where_heading = /** @type {((inputs?: About_Where_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Where_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_where_heading(inputs)
	if (locale === "hi") return __hi.about_where_heading(inputs)
	return __en.about_where_heading(inputs)
});
/**
* | output |
* | --- |
* | "Across Bengaluru, including {areas} and {last}. For longer journeys we also run intercity transfers and air ambulances." |
*
* @param {About_Where_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_where_text = /** @type {((inputs: About_Where_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Where_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_where_text(inputs)
	if (locale === "hi") return __hi.about_where_text(inputs)
	return __en.about_where_text(inputs)
});
/**
* | output |
* | --- |
* | "Who we are" |
*
* @param {About_Who_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_who_heading = /** @type {((inputs?: About_Who_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Who_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_who_heading(inputs)
	if (locale === "hi") return __hi.about_who_heading(inputs)
	return __en.about_who_heading(inputs)
});
/**
* | output |
* | --- |
* | "We are a private ambulance provider based in {locality}, {city}. Since 2015 we have answered calls from patients, families, hospitals, companies and event or..." |
*
* @param {About_Who_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_who_text = /** @type {((inputs: About_Who_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Who_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.about_who_text(inputs)
	if (locale === "hi") return __hi.about_who_text(inputs)
	return __en.about_who_text(inputs)
});
/**
* | output |
* | --- |
* | "From our base in {locality}, across Bengaluru. Not on the list? Call us: we will tell you straight away." |
*
* @param {Contact_Coverage_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_coverage_text = /** @type {((inputs: Contact_Coverage_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Coverage_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_coverage_text(inputs)
	if (locale === "hi") return __hi.contact_coverage_text(inputs)
	return __en.contact_coverage_text(inputs)
});
/**
* | output |
* | --- |
* | "For corporate billing and anything that is not urgent." |
*
* @param {Contact_Email_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_email_text = /** @type {((inputs?: Contact_Email_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Email_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_email_text(inputs)
	if (locale === "hi") return __hi.contact_email_text(inputs)
	return __en.contact_email_text(inputs)
});
/**
* | output |
* | --- |
* | "Book an Ambulance or Send a Message" |
*
* @param {Contact_Forms_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_forms_heading = /** @type {((inputs?: Contact_Forms_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Forms_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_forms_heading(inputs)
	if (locale === "hi") return __hi.contact_forms_heading(inputs)
	return __en.contact_forms_heading(inputs)
});
/**
* | output |
* | --- |
* | "For an emergency, call <tel>{phone}</tel> now." |
*
* @param {Contact_Forms_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_forms_text = /** @type {((inputs: Contact_Forms_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Forms_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_forms_text(inputs)
	if (locale === "hi") return __hi.contact_forms_text(inputs)
	return __en.contact_forms_text(inputs)
});
/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_heading = /** @type {((inputs?: Contact_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_heading(inputs)
	if (locale === "hi") return __hi.contact_heading(inputs)
	return __en.contact_heading(inputs)
});
/**
* | output |
* | --- |
* | "We answer 24x7. In an emergency, call; for anything else, message, write or send a request below." |
*
* @param {Contact_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hero_text = /** @type {((inputs?: Contact_Hero_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Hero_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_hero_text(inputs)
	if (locale === "hi") return __hi.contact_hero_text(inputs)
	return __en.contact_hero_text(inputs)
});
/**
* | output |
* | --- |
* | "For emergencies and bookings, day or night. From outside India: {international}." |
*
* @param {Contact_Hotline_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hotline_text = /** @type {((inputs: Contact_Hotline_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Hotline_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_hotline_text(inputs)
	if (locale === "hi") return __hi.contact_hotline_text(inputs)
	return __en.contact_hotline_text(inputs)
});
/**
* | output |
* | --- |
* | "24x7 Hotline" |
*
* @param {Contact_Hotline_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hotline_title = /** @type {((inputs?: Contact_Hotline_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Hotline_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_hotline_title(inputs)
	if (locale === "hi") return __hi.contact_hotline_title(inputs)
	return __en.contact_hotline_title(inputs)
});
/**
* | output |
* | --- |
* | "<strong>Operating hours: {short}.</strong> {long}, holidays included. Our <helpline>ambulance helpline number</helpline> is always answered." |
*
* @param {Contact_Hours_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hours_text = /** @type {((inputs: Contact_Hours_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Hours_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_hours_text(inputs)
	if (locale === "hi") return __hi.contact_hours_text(inputs)
	return __en.contact_hours_text(inputs)
});
/**
* | output |
* | --- |
* | "Location" |
*
* @param {Contact_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_location_title = /** @type {((inputs?: Contact_Location_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Location_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_location_title(inputs)
	if (locale === "hi") return __hi.contact_location_title(inputs)
	return __en.contact_location_title(inputs)
});
/**
* | output |
* | --- |
* | "Call, WhatsApp or e-mail us, day or night: 24x7 ambulance booking in Bengaluru, our address in Varthur, the areas we cover, and forms to book or ask a question." |
*
* @param {Contact_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_meta_description = /** @type {((inputs?: Contact_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_meta_description(inputs)
	if (locale === "hi") return __hi.contact_meta_description(inputs)
	return __en.contact_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "Contact Us \| {business}, 24x7 Ambulance Booking" |
*
* @param {Contact_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_meta_title = /** @type {((inputs: Contact_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_meta_title(inputs)
	if (locale === "hi") return __hi.contact_meta_title(inputs)
	return __en.contact_meta_title(inputs)
});
/**
* | output |
* | --- |
* | "Ways to reach us" |
*
* @param {Contact_Reach_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_reach_label = /** @type {((inputs?: Contact_Reach_LabelInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Reach_LabelInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_reach_label(inputs)
	if (locale === "hi") return __hi.contact_reach_label(inputs)
	return __en.contact_reach_label(inputs)
});
/**
* | output |
* | --- |
* | "Send your pickup location and what you need; we reply on the same chat." |
*
* @param {Contact_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp_text = /** @type {((inputs?: Contact_Whatsapp_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Whatsapp_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.contact_whatsapp_text(inputs)
	if (locale === "hi") return __hi.contact_whatsapp_text(inputs)
	return __en.contact_whatsapp_text(inputs)
});
/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Error_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_not_found_text = /** @type {((inputs?: Error_Not_Found_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Found_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.error_not_found_text(inputs)
	if (locale === "hi") return __hi.error_not_found_text(inputs)
	return __en.error_not_found_text(inputs)
});
/**
* | output |
* | --- |
* | "Page not found \| {business}" |
*
* @param {Error_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_not_found_title = /** @type {((inputs: Error_Not_Found_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Found_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.error_not_found_title(inputs)
	if (locale === "hi") return __hi.error_not_found_title(inputs)
	return __en.error_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Error_Return_HomeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_return_home = /** @type {((inputs?: Error_Return_HomeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Return_HomeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.error_return_home(inputs)
	if (locale === "hi") return __hi.error_return_home(inputs)
	return __en.error_return_home(inputs)
});
/**
* | output |
* | --- |
* | "Unexpected Application Error!" |
*
* @param {Error_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_unexpected = /** @type {((inputs?: Error_UnexpectedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_UnexpectedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.error_unexpected(inputs)
	if (locale === "hi") return __hi.error_unexpected(inputs)
	return __en.error_unexpected(inputs)
});
/**
* | output |
* | --- |
* | "Vehicles by Category" |
*
* @param {Fleet_Categories_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_categories_heading = /** @type {((inputs?: Fleet_Categories_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Categories_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_categories_heading(inputs)
	if (locale === "hi") return __hi.fleet_categories_heading(inputs)
	return __en.fleet_categories_heading(inputs)
});
/**
* | output |
* | --- |
* | "The right vehicle for each patient, and what each carries on board." |
*
* @param {Fleet_Categories_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_categories_text = /** @type {((inputs?: Fleet_Categories_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Categories_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_categories_text(inputs)
	if (locale === "hi") return __hi.fleet_categories_text(inputs)
	return __en.fleet_categories_text(inputs)
});
/**
* | output |
* | --- |
* | "Basic" |
*
* @param {Fleet_Category_BasicInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_basic = /** @type {((inputs?: Fleet_Category_BasicInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Category_BasicInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_category_basic(inputs)
	if (locale === "hi") return __hi.fleet_category_basic(inputs)
	return __en.fleet_category_basic(inputs)
});
/**
* | output |
* | --- |
* | "Exterior" |
*
* @param {Fleet_Category_ExteriorInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_exterior = /** @type {((inputs?: Fleet_Category_ExteriorInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Category_ExteriorInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_category_exterior(inputs)
	if (locale === "hi") return __hi.fleet_category_exterior(inputs)
	return __en.fleet_category_exterior(inputs)
});
/**
* | output |
* | --- |
* | "Interior" |
*
* @param {Fleet_Category_InteriorInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_interior = /** @type {((inputs?: Fleet_Category_InteriorInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Category_InteriorInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_category_interior(inputs)
	if (locale === "hi") return __hi.fleet_category_interior(inputs)
	return __en.fleet_category_interior(inputs)
});
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Fleet_Category_ServiceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_service = /** @type {((inputs?: Fleet_Category_ServiceInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Category_ServiceInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_category_service(inputs)
	if (locale === "hi") return __hi.fleet_category_service(inputs)
	return __en.fleet_category_service(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Fleet_CloseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_close = /** @type {((inputs?: Fleet_CloseInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_CloseInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_close(inputs)
	if (locale === "hi") return __hi.fleet_close(inputs)
	return __en.fleet_close(inputs)
});
/**
* | output |
* | --- |
* | "Need an ambulance? <helpline>Call our 24x7 helpline</helpline> or <book>send a booking request</book>." |
*
* @param {Fleet_CtaInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_cta = /** @type {((inputs?: Fleet_CtaInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_CtaInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_cta(inputs)
	if (locale === "hi") return __hi.fleet_cta(inputs)
	return __en.fleet_cta(inputs)
});
/**
* | output |
* | --- |
* | "Click to enlarge" |
*
* @param {Fleet_EnlargeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_enlarge = /** @type {((inputs?: Fleet_EnlargeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_EnlargeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_enlarge(inputs)
	if (locale === "hi") return __hi.fleet_enlarge(inputs)
	return __en.fleet_enlarge(inputs)
});
/**
* | output |
* | --- |
* | "Fleet Features" |
*
* @param {Fleet_Features_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_features_heading = /** @type {((inputs?: Fleet_Features_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Features_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_features_heading(inputs)
	if (locale === "hi") return __hi.fleet_features_heading(inputs)
	return __en.fleet_features_heading(inputs)
});
/**
* | output |
* | --- |
* | "All" |
*
* @param {Fleet_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_filter_all = /** @type {((inputs?: Fleet_Filter_AllInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Filter_AllInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_filter_all(inputs)
	if (locale === "hi") return __hi.fleet_filter_all(inputs)
	return __en.fleet_filter_all(inputs)
});
/**
* | output |
* | --- |
* | "Show pictures of" |
*
* @param {Fleet_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_filter_label = /** @type {((inputs?: Fleet_Filter_LabelInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Filter_LabelInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_filter_label(inputs)
	if (locale === "hi") return __hi.fleet_filter_label(inputs)
	return __en.fleet_filter_label(inputs)
});
/**
* | output |
* | --- |
* | "Inside Our Vehicles" |
*
* @param {Fleet_Gallery_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_gallery_heading = /** @type {((inputs?: Fleet_Gallery_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Gallery_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_gallery_heading(inputs)
	if (locale === "hi") return __hi.fleet_gallery_heading(inputs)
	return __en.fleet_gallery_heading(inputs)
});
/**
* | output |
* | --- |
* | "Choose a category, and select a picture to enlarge it." |
*
* @param {Fleet_Gallery_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_gallery_text = /** @type {((inputs?: Fleet_Gallery_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Gallery_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_gallery_text(inputs)
	if (locale === "hi") return __hi.fleet_gallery_text(inputs)
	return __en.fleet_gallery_text(inputs)
});
/**
* | output |
* | --- |
* | "Our Ambulance Fleet" |
*
* @param {Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_heading = /** @type {((inputs?: Fleet_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_heading(inputs)
	if (locale === "hi") return __hi.fleet_heading(inputs)
	return __en.fleet_heading(inputs)
});
/**
* | output |
* | --- |
* | "{ambulances} ambulances and {vehicles} vehicles in total, from ICU to mortuary ambulances: every one sanitized, 100% GPS tracked and ready 24x7 across Bengal..." |
*
* @param {Fleet_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_hero_text = /** @type {((inputs: Fleet_Hero_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Hero_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_hero_text(inputs)
	if (locale === "hi") return __hi.fleet_hero_text(inputs)
	return __en.fleet_hero_text(inputs)
});
/**
* | output |
* | --- |
* | "A sanitized, 100% GPS-tracked fleet of 21+ vehicles in Bengaluru: 6 ICU, 8 emergency, 3 cardiac and 4 mortuary ambulances, and the equipment each carries." |
*
* @param {Fleet_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_meta_description = /** @type {((inputs?: Fleet_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_meta_description(inputs)
	if (locale === "hi") return __hi.fleet_meta_description(inputs)
	return __en.fleet_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "Our Ambulance Fleet \| ICU, Emergency, Cardiac & Mortuary Vehicles" |
*
* @param {Fleet_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_meta_title = /** @type {((inputs?: Fleet_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_meta_title(inputs)
	if (locale === "hi") return __hi.fleet_meta_title(inputs)
	return __en.fleet_meta_title(inputs)
});
/**
* | output |
* | --- |
* | "Next picture" |
*
* @param {Fleet_Next_PictureInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_next_picture = /** @type {((inputs?: Fleet_Next_PictureInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Next_PictureInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_next_picture(inputs)
	if (locale === "hi") return __hi.fleet_next_picture(inputs)
	return __en.fleet_next_picture(inputs)
});
/**
* | output |
* | --- |
* | "On board" |
*
* @param {Fleet_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_on_board = /** @type {((inputs?: Fleet_On_BoardInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_On_BoardInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_on_board(inputs)
	if (locale === "hi") return __hi.fleet_on_board(inputs)
	return __en.fleet_on_board(inputs)
});
/**
* | output |
* | --- |
* | "{count} pictures shown" |
*
* @param {Fleet_Pictures_ShownInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_pictures_shown = /** @type {((inputs: Fleet_Pictures_ShownInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Pictures_ShownInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_pictures_shown(inputs)
	if (locale === "hi") return __hi.fleet_pictures_shown(inputs)
	return __en.fleet_pictures_shown(inputs)
});
/**
* | output |
* | --- |
* | "Previous picture" |
*
* @param {Fleet_Previous_PictureInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_previous_picture = /** @type {((inputs?: Fleet_Previous_PictureInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Previous_PictureInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_previous_picture(inputs)
	if (locale === "hi") return __hi.fleet_previous_picture(inputs)
	return __en.fleet_previous_picture(inputs)
});
/**
* | output |
* | --- |
* | "Total Vehicles" |
*
* @param {Fleet_Total_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_total_heading = /** @type {((inputs?: Fleet_Total_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Total_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_total_heading(inputs)
	if (locale === "hi") return __hi.fleet_total_heading(inputs)
	return __en.fleet_total_heading(inputs)
});
/**
* | output |
* | --- |
* | "Including {ambulances} ambulances. <contact>Contact us</contact> to book the one you need." |
*
* @param {Fleet_Total_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_total_text = /** @type {((inputs: Fleet_Total_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Total_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.fleet_total_text(inputs)
	if (locale === "hi") return __hi.fleet_total_text(inputs)
	return __en.fleet_total_text(inputs)
});
/**
* | output |
* | --- |
* | "About us" |
*
* @param {Footer_AboutInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_about = /** @type {((inputs?: Footer_AboutInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_AboutInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.footer_about(inputs)
	if (locale === "hi") return __hi.footer_about(inputs)
	return __en.footer_about(inputs)
});
/**
* | output |
* | --- |
* | "Book online" |
*
* @param {Footer_Book_OnlineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_book_online = /** @type {((inputs?: Footer_Book_OnlineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Book_OnlineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.footer_book_online(inputs)
	if (locale === "hi") return __hi.footer_book_online(inputs)
	return __en.footer_book_online(inputs)
});
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Footer_CompanyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_company = /** @type {((inputs?: Footer_CompanyInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_CompanyInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.footer_company(inputs)
	if (locale === "hi") return __hi.footer_company(inputs)
	return __en.footer_company(inputs)
});
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_contact = /** @type {((inputs?: Footer_ContactInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ContactInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.footer_contact(inputs)
	if (locale === "hi") return __hi.footer_contact(inputs)
	return __en.footer_contact(inputs)
});
/**
* | output |
* | --- |
* | "© 2015 {business}. All rights reserved." |
*
* @param {Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_copyright = /** @type {((inputs: Footer_CopyrightInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_CopyrightInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.footer_copyright(inputs)
	if (locale === "hi") return __hi.footer_copyright(inputs)
	return __en.footer_copyright(inputs)
});
/**
* | output |
* | --- |
* | "Email: <mail>{email}</mail>" |
*
* @param {Footer_EmailInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_email = /** @type {((inputs: Footer_EmailInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_EmailInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.footer_email(inputs)
	if (locale === "hi") return __hi.footer_email(inputs)
	return __en.footer_email(inputs)
});
/**
* | output |
* | --- |
* | "Emergency line: <tel>{phone}</tel>" |
*
* @param {Footer_Emergency_LineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_emergency_line = /** @type {((inputs: Footer_Emergency_LineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Emergency_LineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.footer_emergency_line(inputs)
	if (locale === "hi") return __hi.footer_emergency_line(inputs)
	return __en.footer_emergency_line(inputs)
});
/**
* | output |
* | --- |
* | "24x7 helpline number" |
*
* @param {Footer_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_helpline = /** @type {((inputs?: Footer_HelplineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_HelplineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.footer_helpline(inputs)
	if (locale === "hi") return __hi.footer_helpline(inputs)
	return __en.footer_helpline(inputs)
});
/**
* | output |
* | --- |
* | "Hours: {hours}" |
*
* @param {Footer_HoursInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_hours = /** @type {((inputs: Footer_HoursInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_HoursInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.footer_hours(inputs)
	if (locale === "hi") return __hi.footer_hours(inputs)
	return __en.footer_hours(inputs)
});
/**
* | output |
* | --- |
* | "Quick actions" |
*
* @param {Footer_QuickInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_quick = /** @type {((inputs?: Footer_QuickInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_QuickInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.footer_quick(inputs)
	if (locale === "hi") return __hi.footer_quick(inputs)
	return __en.footer_quick(inputs)
});
/**
* | output |
* | --- |
* | "Sitemap" |
*
* @param {Footer_SitemapInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_sitemap = /** @type {((inputs?: Footer_SitemapInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_SitemapInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.footer_sitemap(inputs)
	if (locale === "hi") return __hi.footer_sitemap(inputs)
	return __en.footer_sitemap(inputs)
});
/**
* | output |
* | --- |
* | "Chat on WhatsApp (opens in a new tab)" |
*
* @param {Footer_Whatsapp_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_whatsapp_label = /** @type {((inputs?: Footer_Whatsapp_LabelInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Whatsapp_LabelInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.footer_whatsapp_label(inputs)
	if (locale === "hi") return __hi.footer_whatsapp_label(inputs)
	return __en.footer_whatsapp_label(inputs)
});
/**
* | output |
* | --- |
* | "Sending request…" |
*
* @param {Form_Booking_SendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_sending = /** @type {((inputs?: Form_Booking_SendingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Booking_SendingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_booking_sending(inputs)
	if (locale === "hi") return __hi.form_booking_sending(inputs)
	return __en.form_booking_sending(inputs)
});
/**
* | output |
* | --- |
* | "Request Ambulance" |
*
* @param {Form_Booking_SubmitInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_submit = /** @type {((inputs?: Form_Booking_SubmitInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Booking_SubmitInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_booking_submit(inputs)
	if (locale === "hi") return __hi.form_booking_submit(inputs)
	return __en.form_booking_submit(inputs)
});
/**
* | output |
* | --- |
* | "Request an Ambulance" |
*
* @param {Form_Booking_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_title = /** @type {((inputs?: Form_Booking_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Booking_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_booking_title(inputs)
	if (locale === "hi") return __hi.form_booking_title(inputs)
	return __en.form_booking_title(inputs)
});
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Form_Call_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_call_phone = /** @type {((inputs: Form_Call_PhoneInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Call_PhoneInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_call_phone(inputs)
	if (locale === "hi") return __hi.form_call_phone(inputs)
	return __en.form_call_phone(inputs)
});
/**
* | output |
* | --- |
* | "Call" |
*
* @param {Form_Contact_CallInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_contact_call = /** @type {((inputs?: Form_Contact_CallInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Contact_CallInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_contact_call(inputs)
	if (locale === "hi") return __hi.form_contact_call(inputs)
	return __en.form_contact_call(inputs)
});
/**
* | output |
* | --- |
* | "We could not send your request. Please try again, or call us now." |
*
* @param {Form_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_failed = /** @type {((inputs?: Form_FailedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_FailedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_failed(inputs)
	if (locale === "hi") return __hi.form_failed(inputs)
	return __en.form_failed(inputs)
});
/**
* | output |
* | --- |
* | "Date & Time" |
*
* @param {Form_Label_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_date_time = /** @type {((inputs?: Form_Label_Date_TimeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Date_TimeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_date_time(inputs)
	if (locale === "hi") return __hi.form_label_date_time(inputs)
	return __en.form_label_date_time(inputs)
});
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Form_Label_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_destination = /** @type {((inputs?: Form_Label_DestinationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_DestinationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_destination(inputs)
	if (locale === "hi") return __hi.form_label_destination(inputs)
	return __en.form_label_destination(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Form_Label_EmailInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_email = /** @type {((inputs?: Form_Label_EmailInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_EmailInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_email(inputs)
	if (locale === "hi") return __hi.form_label_email(inputs)
	return __en.form_label_email(inputs)
});
/**
* | output |
* | --- |
* | "Full Name" |
*
* @param {Form_Label_Full_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_full_name = /** @type {((inputs?: Form_Label_Full_NameInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Full_NameInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_full_name(inputs)
	if (locale === "hi") return __hi.form_label_full_name(inputs)
	return __en.form_label_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Form_Label_MessageInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_message = /** @type {((inputs?: Form_Label_MessageInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_MessageInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_message(inputs)
	if (locale === "hi") return __hi.form_label_message(inputs)
	return __en.form_label_message(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Form_Label_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_name = /** @type {((inputs?: Form_Label_NameInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_NameInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_name(inputs)
	if (locale === "hi") return __hi.form_label_name(inputs)
	return __en.form_label_name(inputs)
});
/**
* | output |
* | --- |
* | "Additional Notes" |
*
* @param {Form_Label_NotesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_notes = /** @type {((inputs?: Form_Label_NotesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_NotesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_notes(inputs)
	if (locale === "hi") return __hi.form_label_notes(inputs)
	return __en.form_label_notes(inputs)
});
/**
* | output |
* | --- |
* | "Phone Number" |
*
* @param {Form_Label_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_phone = /** @type {((inputs?: Form_Label_PhoneInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_PhoneInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_phone(inputs)
	if (locale === "hi") return __hi.form_label_phone(inputs)
	return __en.form_label_phone(inputs)
});
/**
* | output |
* | --- |
* | "Phone (optional)" |
*
* @param {Form_Label_Phone_OptionalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_phone_optional = /** @type {((inputs?: Form_Label_Phone_OptionalInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Phone_OptionalInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_phone_optional(inputs)
	if (locale === "hi") return __hi.form_label_phone_optional(inputs)
	return __en.form_label_phone_optional(inputs)
});
/**
* | output |
* | --- |
* | "Pickup Address" |
*
* @param {Form_Label_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_pickup_address = /** @type {((inputs?: Form_Label_Pickup_AddressInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Pickup_AddressInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_pickup_address(inputs)
	if (locale === "hi") return __hi.form_label_pickup_address(inputs)
	return __en.form_label_pickup_address(inputs)
});
/**
* | output |
* | --- |
* | "Preferred contact" |
*
* @param {Form_Label_Preferred_ContactInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_preferred_contact = /** @type {((inputs?: Form_Label_Preferred_ContactInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Preferred_ContactInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_preferred_contact(inputs)
	if (locale === "hi") return __hi.form_label_preferred_contact(inputs)
	return __en.form_label_preferred_contact(inputs)
});
/**
* | output |
* | --- |
* | "Service Type" |
*
* @param {Form_Label_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_service_type = /** @type {((inputs?: Form_Label_Service_TypeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Service_TypeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_label_service_type(inputs)
	if (locale === "hi") return __hi.form_label_service_type(inputs)
	return __en.form_label_service_type(inputs)
});
/**
* | output |
* | --- |
* | "Location added (within {metres} m). It is sent with your request." |
*
* @param {Form_Location_AddedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_added = /** @type {((inputs: Form_Location_AddedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_AddedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_location_added(inputs)
	if (locale === "hi") return __hi.form_location_added(inputs)
	return __en.form_location_added(inputs)
});
/**
* | output |
* | --- |
* | "Location not shared. You can still send the request with the address." |
*
* @param {Form_Location_DeniedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_denied = /** @type {((inputs?: Form_Location_DeniedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_DeniedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_location_denied(inputs)
	if (locale === "hi") return __hi.form_location_denied(inputs)
	return __en.form_location_denied(inputs)
});
/**
* | output |
* | --- |
* | "Could not find your location. You can still send the request with the address." |
*
* @param {Form_Location_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_failed = /** @type {((inputs?: Form_Location_FailedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_FailedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_location_failed(inputs)
	if (locale === "hi") return __hi.form_location_failed(inputs)
	return __en.form_location_failed(inputs)
});
/**
* | output |
* | --- |
* | "Finding your location…" |
*
* @param {Form_Location_FindingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_finding = /** @type {((inputs?: Form_Location_FindingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_FindingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_location_finding(inputs)
	if (locale === "hi") return __hi.form_location_finding(inputs)
	return __en.form_location_finding(inputs)
});
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Form_Message_SendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_sending = /** @type {((inputs?: Form_Message_SendingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Message_SendingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_message_sending(inputs)
	if (locale === "hi") return __hi.form_message_sending(inputs)
	return __en.form_message_sending(inputs)
});
/**
* | output |
* | --- |
* | "Send Message" |
*
* @param {Form_Message_SubmitInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_submit = /** @type {((inputs?: Form_Message_SubmitInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Message_SubmitInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_message_submit(inputs)
	if (locale === "hi") return __hi.form_message_submit(inputs)
	return __en.form_message_submit(inputs)
});
/**
* | output |
* | --- |
* | "Send Us a Message" |
*
* @param {Form_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_title = /** @type {((inputs?: Form_Message_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Message_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_message_title(inputs)
	if (locale === "hi") return __hi.form_message_title(inputs)
	return __en.form_message_title(inputs)
});
/**
* | output |
* | --- |
* | "Select service type" |
*
* @param {Form_Select_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_select_service_type = /** @type {((inputs?: Form_Select_Service_TypeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Select_Service_TypeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_select_service_type(inputs)
	if (locale === "hi") return __hi.form_select_service_type(inputs)
	return __en.form_select_service_type(inputs)
});
/**
* | output |
* | --- |
* | "ALS Ambulance" |
*
* @param {Form_Service_AlsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_als = /** @type {((inputs?: Form_Service_AlsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_AlsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_als(inputs)
	if (locale === "hi") return __hi.form_service_als(inputs)
	return __en.form_service_als(inputs)
});
/**
* | output |
* | --- |
* | "BLS Ambulance" |
*
* @param {Form_Service_BasicInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_basic = /** @type {((inputs?: Form_Service_BasicInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_BasicInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_basic(inputs)
	if (locale === "hi") return __hi.form_service_basic(inputs)
	return __en.form_service_basic(inputs)
});
/**
* | output |
* | --- |
* | "Cardiac Ambulance" |
*
* @param {Form_Service_CardiacInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_cardiac = /** @type {((inputs?: Form_Service_CardiacInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_CardiacInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_cardiac(inputs)
	if (locale === "hi") return __hi.form_service_cardiac(inputs)
	return __en.form_service_cardiac(inputs)
});
/**
* | output |
* | --- |
* | "Emergency Ambulance" |
*
* @param {Form_Service_EmergencyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_emergency = /** @type {((inputs?: Form_Service_EmergencyInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_EmergencyInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_emergency(inputs)
	if (locale === "hi") return __hi.form_service_emergency(inputs)
	return __en.form_service_emergency(inputs)
});
/**
* | output |
* | --- |
* | "Event Standby" |
*
* @param {Form_Service_EventInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_event = /** @type {((inputs?: Form_Service_EventInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_EventInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_event(inputs)
	if (locale === "hi") return __hi.form_service_event(inputs)
	return __en.form_service_event(inputs)
});
/**
* | output |
* | --- |
* | "Funeral / Mortuary Transfer" |
*
* @param {Form_Service_FuneralInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_funeral = /** @type {((inputs?: Form_Service_FuneralInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_FuneralInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_funeral(inputs)
	if (locale === "hi") return __hi.form_service_funeral(inputs)
	return __en.form_service_funeral(inputs)
});
/**
* | output |
* | --- |
* | "ICU Ambulance" |
*
* @param {Form_Service_IcuInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_icu = /** @type {((inputs?: Form_Service_IcuInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_IcuInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_icu(inputs)
	if (locale === "hi") return __hi.form_service_icu(inputs)
	return __en.form_service_icu(inputs)
});
/**
* | output |
* | --- |
* | "Neonatal Ambulance" |
*
* @param {Form_Service_NeonatalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_neonatal = /** @type {((inputs?: Form_Service_NeonatalInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_NeonatalInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_neonatal(inputs)
	if (locale === "hi") return __hi.form_service_neonatal(inputs)
	return __en.form_service_neonatal(inputs)
});
/**
* | output |
* | --- |
* | "Patient Transfer" |
*
* @param {Form_Service_TransferInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_transfer = /** @type {((inputs?: Form_Service_TransferInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_TransferInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_service_transfer(inputs)
	if (locale === "hi") return __hi.form_service_transfer(inputs)
	return __en.form_service_transfer(inputs)
});
/**
* | output |
* | --- |
* | "Use my current location" |
*
* @param {Form_Use_LocationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_use_location = /** @type {((inputs?: Form_Use_LocationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Use_LocationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.form_use_location(inputs)
	if (locale === "hi") return __hi.form_use_location(inputs)
	return __en.form_use_location(inputs)
});
/**
* | output |
* | --- |
* | "From our base in {locality}, across Bengaluru. Looking for the nearest ambulance? See <near>ambulance near me</near>." |
*
* @param {Helpline_Areas_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_areas_text = /** @type {((inputs: Helpline_Areas_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Areas_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_areas_text(inputs)
	if (locale === "hi") return __hi.helpline_areas_text(inputs)
	return __en.helpline_areas_text(inputs)
});
/**
* | output |
* | --- |
* | "From a phone in India" |
*
* @param {Helpline_From_IndiaInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_from_india = /** @type {((inputs?: Helpline_From_IndiaInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_From_IndiaInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_from_india(inputs)
	if (locale === "hi") return __hi.helpline_from_india(inputs)
	return __en.helpline_from_india(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance Helpline Number, Bengaluru" |
*
* @param {Helpline_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_heading = /** @type {((inputs?: Helpline_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_heading(inputs)
	if (locale === "hi") return __hi.helpline_heading(inputs)
	return __en.helpline_heading(inputs)
});
/**
* | output |
* | --- |
* | "International form" |
*
* @param {Helpline_InternationalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_international = /** @type {((inputs?: Helpline_InternationalInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_InternationalInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_international(inputs)
	if (locale === "hi") return __hi.helpline_international(inputs)
	return __en.helpline_international(inputs)
});
/**
* | output |
* | --- |
* | "Answered 24 hours a day, 7 days a week, 365 days a year: for emergencies and for bookings." |
*
* @param {Helpline_LeadInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_lead = /** @type {((inputs?: Helpline_LeadInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_LeadInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_lead(inputs)
	if (locale === "hi") return __hi.helpline_lead(inputs)
	return __en.helpline_lead(inputs)
});
/**
* | output |
* | --- |
* | "Our 24x7 ambulance helpline for Bengaluru: the number to call, when to call it, what to tell the call-taker, and how to reach us on WhatsApp." |
*
* @param {Helpline_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_meta_description = /** @type {((inputs?: Helpline_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_meta_description(inputs)
	if (locale === "hi") return __hi.helpline_meta_description(inputs)
	return __en.helpline_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance Helpline Number Bengaluru \| 24x7 Emergency Line" |
*
* @param {Helpline_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_meta_title = /** @type {((inputs?: Helpline_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_meta_title(inputs)
	if (locale === "hi") return __hi.helpline_meta_title(inputs)
	return __en.helpline_meta_title(inputs)
});
/**
* | output |
* | --- |
* | "Not urgent? <book>Send a booking request</book>: {callback}" |
*
* @param {Helpline_Not_UrgentInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_not_urgent = /** @type {((inputs: Helpline_Not_UrgentInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Not_UrgentInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_not_urgent(inputs)
	if (locale === "hi") return __hi.helpline_not_urgent(inputs)
	return __en.helpline_not_urgent(inputs)
});
/**
* | output |
* | --- |
* | "Where the patient is: the full address and a landmark nearby." |
*
* @param {Helpline_Tell_1Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_1 = /** @type {((inputs?: Helpline_Tell_1Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_1Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_tell_1(inputs)
	if (locale === "hi") return __hi.helpline_tell_1(inputs)
	return __en.helpline_tell_1(inputs)
});
/**
* | output |
* | --- |
* | "A phone number we can reach you on." |
*
* @param {Helpline_Tell_2Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_2 = /** @type {((inputs?: Helpline_Tell_2Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_2Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_tell_2(inputs)
	if (locale === "hi") return __hi.helpline_tell_2(inputs)
	return __en.helpline_tell_2(inputs)
});
/**
* | output |
* | --- |
* | "What happened, and how the patient is now: awake, breathing, bleeding." |
*
* @param {Helpline_Tell_3Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_3 = /** @type {((inputs?: Helpline_Tell_3Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_3Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_tell_3(inputs)
	if (locale === "hi") return __hi.helpline_tell_3(inputs)
	return __en.helpline_tell_3(inputs)
});
/**
* | output |
* | --- |
* | "The patient's age and any condition you know of." |
*
* @param {Helpline_Tell_4Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_4 = /** @type {((inputs?: Helpline_Tell_4Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_4Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_tell_4(inputs)
	if (locale === "hi") return __hi.helpline_tell_4(inputs)
	return __en.helpline_tell_4(inputs)
});
/**
* | output |
* | --- |
* | "Which hospital the patient should go to, if you know." |
*
* @param {Helpline_Tell_5Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_5 = /** @type {((inputs?: Helpline_Tell_5Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_5Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_tell_5(inputs)
	if (locale === "hi") return __hi.helpline_tell_5(inputs)
	return __en.helpline_tell_5(inputs)
});
/**
* | output |
* | --- |
* | "Then keep your phone free and close by: the crew may call you for directions." |
*
* @param {Helpline_Tell_AfterInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_after = /** @type {((inputs?: Helpline_Tell_AfterInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_AfterInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_tell_after(inputs)
	if (locale === "hi") return __hi.helpline_tell_after(inputs)
	return __en.helpline_tell_after(inputs)
});
/**
* | output |
* | --- |
* | "What to tell the call-taker" |
*
* @param {Helpline_Tell_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_heading = /** @type {((inputs?: Helpline_Tell_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_tell_heading(inputs)
	if (locale === "hi") return __hi.helpline_tell_heading(inputs)
	return __en.helpline_tell_heading(inputs)
});
/**
* | output |
* | --- |
* | "Cannot talk? Use WhatsApp" |
*
* @param {Helpline_Whatsapp_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_whatsapp_heading = /** @type {((inputs?: Helpline_Whatsapp_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Whatsapp_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_whatsapp_heading(inputs)
	if (locale === "hi") return __hi.helpline_whatsapp_heading(inputs)
	return __en.helpline_whatsapp_heading(inputs)
});
/**
* | output |
* | --- |
* | "Message us with the patient's location (share it from WhatsApp if you can) and what has happened. We reply on the same chat." |
*
* @param {Helpline_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_whatsapp_text = /** @type {((inputs?: Helpline_Whatsapp_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Whatsapp_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_whatsapp_text(inputs)
	if (locale === "hi") return __hi.helpline_whatsapp_text(inputs)
	return __en.helpline_whatsapp_text(inputs)
});
/**
* | output |
* | --- |
* | "Someone is unconscious, has trouble breathing or has chest pain." |
*
* @param {Helpline_When_1Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_1 = /** @type {((inputs?: Helpline_When_1Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_1Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_when_1(inputs)
	if (locale === "hi") return __hi.helpline_when_1(inputs)
	return __en.helpline_when_1(inputs)
});
/**
* | output |
* | --- |
* | "After a road accident, a fall or any serious injury." |
*
* @param {Helpline_When_2Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_2 = /** @type {((inputs?: Helpline_When_2Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_2Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_when_2(inputs)
	if (locale === "hi") return __hi.helpline_when_2(inputs)
	return __en.helpline_when_2(inputs)
});
/**
* | output |
* | --- |
* | "Sudden weakness, confusion, or difficulty speaking." |
*
* @param {Helpline_When_3Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_3 = /** @type {((inputs?: Helpline_When_3Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_3Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_when_3(inputs)
	if (locale === "hi") return __hi.helpline_when_3(inputs)
	return __en.helpline_when_3(inputs)
});
/**
* | output |
* | --- |
* | "A critically ill patient needs an ICU ambulance or a transfer between hospitals." |
*
* @param {Helpline_When_4Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_4 = /** @type {((inputs?: Helpline_When_4Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_4Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_when_4(inputs)
	if (locale === "hi") return __hi.helpline_when_4(inputs)
	return __en.helpline_when_4(inputs)
});
/**
* | output |
* | --- |
* | "To book a planned trip: a hospital discharge, a check-up, an intercity or a funeral transfer." |
*
* @param {Helpline_When_5Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_5 = /** @type {((inputs?: Helpline_When_5Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_5Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_when_5(inputs)
	if (locale === "hi") return __hi.helpline_when_5(inputs)
	return __en.helpline_when_5(inputs)
});
/**
* | output |
* | --- |
* | "When to call" |
*
* @param {Helpline_When_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_heading = /** @type {((inputs?: Helpline_When_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_when_heading(inputs)
	if (locale === "hi") return __hi.helpline_when_heading(inputs)
	return __en.helpline_when_heading(inputs)
});
/**
* | output |
* | --- |
* | "If you are not sure what is needed, call anyway: the call-taker will help you decide." |
*
* @param {Helpline_When_UnsureInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_unsure = /** @type {((inputs?: Helpline_When_UnsureInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_UnsureInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.helpline_when_unsure(inputs)
	if (locale === "hi") return __hi.helpline_when_unsure(inputs)
	return __en.helpline_when_unsure(inputs)
});
/**
* | output |
* | --- |
* | "Book an Ambulance" |
*
* @param {Home_Book_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_book_heading = /** @type {((inputs?: Home_Book_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Book_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_book_heading(inputs)
	if (locale === "hi") return __hi.home_book_heading(inputs)
	return __en.home_book_heading(inputs)
});
/**
* | output |
* | --- |
* | "For an emergency, call <tel>{phone}</tel> now. For a planned trip, send a request below." |
*
* @param {Home_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_contact_text = /** @type {((inputs: Home_Contact_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_contact_text(inputs)
	if (locale === "hi") return __hi.home_contact_text(inputs)
	return __en.home_contact_text(inputs)
});
/**
* | output |
* | --- |
* | "Frequently Asked Questions" |
*
* @param {Home_Faq_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_faq_heading = /** @type {((inputs?: Home_Faq_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_faq_heading(inputs)
	if (locale === "hi") return __hi.home_faq_heading(inputs)
	return __en.home_faq_heading(inputs)
});
/**
* | output |
* | --- |
* | "Our Fleet" |
*
* @param {Home_Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_fleet_heading = /** @type {((inputs?: Home_Fleet_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Fleet_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_fleet_heading(inputs)
	if (locale === "hi") return __hi.home_fleet_heading(inputs)
	return __en.home_fleet_heading(inputs)
});
/**
* | output |
* | --- |
* | "{ambulances} ambulances and {vehicles} vehicles in total, every one sanitized and GPS tracked. Choose a category, and select a picture to enlarge it." |
*
* @param {Home_Fleet_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_fleet_text = /** @type {((inputs: Home_Fleet_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Fleet_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_fleet_text(inputs)
	if (locale === "hi") return __hi.home_fleet_text(inputs)
	return __en.home_fleet_text(inputs)
});
/**
* | output |
* | --- |
* | "24/7 ambulance service in Bengaluru: emergency, ICU, cardiac, neonatal and patient transfer ambulances with trained paramedics. Call or book online." |
*
* @param {Home_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_meta_description = /** @type {((inputs?: Home_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_meta_description(inputs)
	if (locale === "hi") return __hi.home_meta_description(inputs)
	return __en.home_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance Service in Bengaluru \| 24/7 Emergency & ICU Ambulance" |
*
* @param {Home_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_meta_title = /** @type {((inputs?: Home_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_meta_title(inputs)
	if (locale === "hi") return __hi.home_meta_title(inputs)
	return __en.home_meta_title(inputs)
});
/**
* | output |
* | --- |
* | "Rated {value} out of {best} from {count} reviews" |
*
* @param {Home_RatingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_rating = /** @type {((inputs: Home_RatingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_RatingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_rating(inputs)
	if (locale === "hi") return __hi.home_rating(inputs)
	return __en.home_rating(inputs)
});
/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Home_Reviews_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_label = /** @type {((inputs?: Home_Reviews_LabelInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reviews_LabelInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_reviews_label(inputs)
	if (locale === "hi") return __hi.home_reviews_label(inputs)
	return __en.home_reviews_label(inputs)
});
/**
* | output |
* | --- |
* | "Read all reviews (opens in a new tab)" |
*
* @param {Home_Reviews_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_link = /** @type {((inputs?: Home_Reviews_LinkInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reviews_LinkInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_reviews_link(inputs)
	if (locale === "hi") return __hi.home_reviews_link(inputs)
	return __en.home_reviews_link(inputs)
});
/**
* | output |
* | --- |
* | "Next reviews" |
*
* @param {Home_Reviews_NextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_next = /** @type {((inputs?: Home_Reviews_NextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reviews_NextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_reviews_next(inputs)
	if (locale === "hi") return __hi.home_reviews_next(inputs)
	return __en.home_reviews_next(inputs)
});
/**
* | output |
* | --- |
* | "Previous reviews" |
*
* @param {Home_Reviews_PreviousInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_previous = /** @type {((inputs?: Home_Reviews_PreviousInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reviews_PreviousInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_reviews_previous(inputs)
	if (locale === "hi") return __hi.home_reviews_previous(inputs)
	return __en.home_reviews_previous(inputs)
});
/**
* | output |
* | --- |
* | "Patient and family reviews" |
*
* @param {Home_Reviews_TrackInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_track = /** @type {((inputs?: Home_Reviews_TrackInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reviews_TrackInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_reviews_track(inputs)
	if (locale === "hi") return __hi.home_reviews_track(inputs)
	return __en.home_reviews_track(inputs)
});
/**
* | output |
* | --- |
* | "Our Ambulance Services" |
*
* @param {Home_Services_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_services_heading = /** @type {((inputs?: Home_Services_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Services_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_services_heading(inputs)
	if (locale === "hi") return __hi.home_services_heading(inputs)
	return __en.home_services_heading(inputs)
});
/**
* | output |
* | --- |
* | "From emergencies to planned transfers: the right vehicle and crew for every need, 24x7." |
*
* @param {Home_Services_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_services_text = /** @type {((inputs?: Home_Services_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Services_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_services_text(inputs)
	if (locale === "hi") return __hi.home_services_text(inputs)
	return __en.home_services_text(inputs)
});
/**
* | output |
* | --- |
* | "Go to slide {n}" |
*
* @param {Home_Slide_GoInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_go = /** @type {((inputs: Home_Slide_GoInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_GoInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_slide_go(inputs)
	if (locale === "hi") return __hi.home_slide_go(inputs)
	return __en.home_slide_go(inputs)
});
/**
* | output |
* | --- |
* | "Next slide" |
*
* @param {Home_Slide_NextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_next = /** @type {((inputs?: Home_Slide_NextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_NextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_slide_next(inputs)
	if (locale === "hi") return __hi.home_slide_next(inputs)
	return __en.home_slide_next(inputs)
});
/**
* | output |
* | --- |
* | "{n} of {count}" |
*
* @param {Home_Slide_OfInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_of = /** @type {((inputs: Home_Slide_OfInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_OfInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_slide_of(inputs)
	if (locale === "hi") return __hi.home_slide_of(inputs)
	return __en.home_slide_of(inputs)
});
/**
* | output |
* | --- |
* | "Previous slide" |
*
* @param {Home_Slide_PreviousInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_previous = /** @type {((inputs?: Home_Slide_PreviousInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_PreviousInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_slide_previous(inputs)
	if (locale === "hi") return __hi.home_slide_previous(inputs)
	return __en.home_slide_previous(inputs)
});
/**
* | output |
* | --- |
* | "Our ambulances" |
*
* @param {Home_Slider_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slider_label = /** @type {((inputs?: Home_Slider_LabelInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slider_LabelInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_slider_label(inputs)
	if (locale === "hi") return __hi.home_slider_label(inputs)
	return __en.home_slider_label(inputs)
});
/**
* | output |
* | --- |
* | "Pause slideshow" |
*
* @param {Home_Slideshow_PauseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slideshow_pause = /** @type {((inputs?: Home_Slideshow_PauseInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slideshow_PauseInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_slideshow_pause(inputs)
	if (locale === "hi") return __hi.home_slideshow_pause(inputs)
	return __en.home_slideshow_pause(inputs)
});
/**
* | output |
* | --- |
* | "Play slideshow" |
*
* @param {Home_Slideshow_PlayInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slideshow_play = /** @type {((inputs?: Home_Slideshow_PlayInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slideshow_PlayInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_slideshow_play(inputs)
	if (locale === "hi") return __hi.home_slideshow_play(inputs)
	return __en.home_slideshow_play(inputs)
});
/**
* | output |
* | --- |
* | "What Families Say" |
*
* @param {Home_Testimonials_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_testimonials_heading = /** @type {((inputs?: Home_Testimonials_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonials_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_testimonials_heading(inputs)
	if (locale === "hi") return __hi.home_testimonials_heading(inputs)
	return __en.home_testimonials_heading(inputs)
});
/**
* | output |
* | --- |
* | "Why Choose Us" |
*
* @param {Home_Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_why_heading = /** @type {((inputs?: Home_Why_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.home_why_heading(inputs)
	if (locale === "hi") return __hi.home_why_heading(inputs)
	return __en.home_why_heading(inputs)
});
/**
* | output |
* | --- |
* | "In an emergency, call <tel>{phone}</tel> now. Otherwise send a request: {callback}" |
*
* @param {Landing_Book_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_book_text = /** @type {((inputs: Landing_Book_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Book_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_book_text(inputs)
	if (locale === "hi") return __hi.landing_book_text(inputs)
	return __en.landing_book_text(inputs)
});
/**
* | output |
* | --- |
* | "Ambulances Across Bengaluru" |
*
* @param {Landing_Coverage_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_coverage_heading = /** @type {((inputs?: Landing_Coverage_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Coverage_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_coverage_heading(inputs)
	if (locale === "hi") return __hi.landing_coverage_heading(inputs)
	return __en.landing_coverage_heading(inputs)
});
/**
* | output |
* | --- |
* | "From our base in {locality} we serve these areas and the rest of Bengaluru. Wherever you are, one call on <tel>{phone}</tel> sends help." |
*
* @param {Landing_Coverage_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_coverage_text = /** @type {((inputs: Landing_Coverage_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Coverage_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_coverage_text(inputs)
	if (locale === "hi") return __hi.landing_coverage_text(inputs)
	return __en.landing_coverage_text(inputs)
});
/**
* | output |
* | --- |
* | "Choose the Right Ambulance" |
*
* @param {Landing_Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_fleet_heading = /** @type {((inputs?: Landing_Fleet_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Fleet_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_fleet_heading(inputs)
	if (locale === "hi") return __hi.landing_fleet_heading(inputs)
	return __en.landing_fleet_heading(inputs)
});
/**
* | output |
* | --- |
* | "Every vehicle is sanitized and GPS tracked, with a trained crew on board." |
*
* @param {Landing_Fleet_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_fleet_text = /** @type {((inputs?: Landing_Fleet_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Fleet_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_fleet_text(inputs)
	if (locale === "hi") return __hi.landing_fleet_text(inputs)
	return __en.landing_fleet_text(inputs)
});
/**
* | output |
* | --- |
* | "Learn more about {title}" |
*
* @param {Landing_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_learn_more = /** @type {((inputs: Landing_Learn_MoreInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Learn_MoreInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_learn_more(inputs)
	if (locale === "hi") return __hi.landing_learn_more(inputs)
	return __en.landing_learn_more(inputs)
});
/**
* | output |
* | --- |
* | "Need an ambulance near you in Bengaluru? Call or WhatsApp our 24x7 helpline: emergency, ICU and patient transfer ambulances with trained paramedics." |
*
* @param {Landing_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_meta_description = /** @type {((inputs?: Landing_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_meta_description(inputs)
	if (locale === "hi") return __hi.landing_meta_description(inputs)
	return __en.landing_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance Near Me in Bengaluru \| 24x7, 3-Minute Average Response" |
*
* @param {Landing_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_meta_title = /** @type {((inputs?: Landing_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_meta_title(inputs)
	if (locale === "hi") return __hi.landing_meta_title(inputs)
	return __en.landing_meta_title(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance services" |
*
* @param {Landing_Offer_CatalogInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_offer_catalog = /** @type {((inputs?: Landing_Offer_CatalogInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Offer_CatalogInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_offer_catalog(inputs)
	if (locale === "hi") return __hi.landing_offer_catalog(inputs)
	return __en.landing_offer_catalog(inputs)
});
/**
* | output |
* | --- |
* | "Specialised services" |
*
* @param {Landing_SpecialisedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_specialised = /** @type {((inputs?: Landing_SpecialisedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_SpecialisedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_specialised(inputs)
	if (locale === "hi") return __hi.landing_specialised(inputs)
	return __en.landing_specialised(inputs)
});
/**
* | output |
* | --- |
* | "What Our Patients Say" |
*
* @param {Landing_Testimonials_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_testimonials_heading = /** @type {((inputs?: Landing_Testimonials_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Testimonials_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_testimonials_heading(inputs)
	if (locale === "hi") return __hi.landing_testimonials_heading(inputs)
	return __en.landing_testimonials_heading(inputs)
});
/**
* | output |
* | --- |
* | "See our whole fleet" |
*
* @param {Landing_Whole_FleetInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_whole_fleet = /** @type {((inputs?: Landing_Whole_FleetInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Whole_FleetInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_whole_fleet(inputs)
	if (locale === "hi") return __hi.landing_whole_fleet(inputs)
	return __en.landing_whole_fleet(inputs)
});
/**
* | output |
* | --- |
* | "Why Families Choose Us" |
*
* @param {Landing_Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_why_heading = /** @type {((inputs?: Landing_Why_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Why_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_why_heading(inputs)
	if (locale === "hi") return __hi.landing_why_heading(inputs)
	return __en.landing_why_heading(inputs)
});
/**
* | output |
* | --- |
* | "A private ambulance service in Bengaluru since 2015. <about>More about us</about>" |
*
* @param {Landing_Why_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_why_text = /** @type {((inputs?: Landing_Why_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Why_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.landing_why_text(inputs)
	if (locale === "hi") return __hi.landing_why_text(inputs)
	return __en.landing_why_text(inputs)
});
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
* | "Contact" |
*
* @param {Legal_Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_contact_heading = /** @type {((inputs?: Legal_Contact_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Contact_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_contact_heading(inputs)
	if (locale === "hi") return __hi.legal_contact_heading(inputs)
	return __en.legal_contact_heading(inputs)
});
/**
* | output |
* | --- |
* | "{business}, {street}, {locality}, {city} {postal}. Phone <tel>{phone}</tel>, e-mail <mail>{email}</mail>." |
*
* @param {Legal_Contact_LineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_contact_line = /** @type {((inputs: Legal_Contact_LineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Contact_LineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_contact_line(inputs)
	if (locale === "hi") return __hi.legal_contact_line(inputs)
	return __en.legal_contact_line(inputs)
});
/**
* | output |
* | --- |
* | "To see, correct or delete what we hold about you, contact us:" |
*
* @param {Legal_Privacy_ChoicesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_choices = /** @type {((inputs?: Legal_Privacy_ChoicesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_ChoicesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_privacy_choices(inputs)
	if (locale === "hi") return __hi.legal_privacy_choices(inputs)
	return __en.legal_privacy_choices(inputs)
});
/**
* | output |
* | --- |
* | "Your choices" |
*
* @param {Legal_Privacy_Choices_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_choices_heading = /** @type {((inputs?: Legal_Privacy_Choices_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Choices_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_privacy_choices_heading(inputs)
	if (locale === "hi") return __hi.legal_privacy_choices_heading(inputs)
	return __en.legal_privacy_choices_heading(inputs)
});
/**
* | output |
* | --- |
* | "When you send a booking request we receive your name, phone number, pickup address and, if you give them, the destination, service type, date and time, notes..." |
*
* @param {Legal_Privacy_Collect_1Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_1 = /** @type {((inputs?: Legal_Privacy_Collect_1Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Collect_1Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_privacy_collect_1(inputs)
	if (locale === "hi") return __hi.legal_privacy_collect_1(inputs)
	return __en.legal_privacy_collect_1(inputs)
});
/**
* | output |
* | --- |
* | "To stop the forms being misused, we count the requests sent from each internet address for ten minutes. Our pages use no tracking or advertising scripts; whe..." |
*
* @param {Legal_Privacy_Collect_2Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_2 = /** @type {((inputs?: Legal_Privacy_Collect_2Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Collect_2Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_privacy_collect_2(inputs)
	if (locale === "hi") return __hi.legal_privacy_collect_2(inputs)
	return __en.legal_privacy_collect_2(inputs)
});
/**
* | output |
* | --- |
* | "What we collect" |
*
* @param {Legal_Privacy_Collect_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_heading = /** @type {((inputs?: Legal_Privacy_Collect_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Collect_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_privacy_collect_heading(inputs)
	if (locale === "hi") return __hi.legal_privacy_collect_heading(inputs)
	return __en.legal_privacy_collect_heading(inputs)
});
/**
* | output |
* | --- |
* | "What the ambulance booking and contact forms collect, why, who sees it, and how to have it corrected or deleted." |
*
* @param {Legal_Privacy_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_meta_description = /** @type {((inputs?: Legal_Privacy_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_privacy_meta_description(inputs)
	if (locale === "hi") return __hi.legal_privacy_meta_description(inputs)
	return __en.legal_privacy_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Legal_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_title = /** @type {((inputs?: Legal_Privacy_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_privacy_title(inputs)
	if (locale === "hi") return __hi.legal_privacy_title(inputs)
	return __en.legal_privacy_title(inputs)
});
/**
* | output |
* | --- |
* | "Only to arrange the ambulance you asked for, to reply to your message, and to keep a record of the bookings we handle." |
*
* @param {Legal_Privacy_UseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use = /** @type {((inputs?: Legal_Privacy_UseInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_UseInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_privacy_use(inputs)
	if (locale === "hi") return __hi.legal_privacy_use(inputs)
	return __en.legal_privacy_use(inputs)
});
/**
* | output |
* | --- |
* | "Why we use it" |
*
* @param {Legal_Privacy_Use_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use_heading = /** @type {((inputs?: Legal_Privacy_Use_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Use_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_privacy_use_heading(inputs)
	if (locale === "hi") return __hi.legal_privacy_use_heading(inputs)
	return __en.legal_privacy_use_heading(inputs)
});
/**
* | output |
* | --- |
* | "Our staff, through our booking dashboard, which needs a staff sign-in." |
*
* @param {Legal_Privacy_WhoInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_who = /** @type {((inputs?: Legal_Privacy_WhoInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_WhoInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_privacy_who(inputs)
	if (locale === "hi") return __hi.legal_privacy_who(inputs)
	return __en.legal_privacy_who(inputs)
});
/**
* | output |
* | --- |
* | "Who sees it" |
*
* @param {Legal_Privacy_Who_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_who_heading = /** @type {((inputs?: Legal_Privacy_Who_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Who_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_privacy_who_heading(inputs)
	if (locale === "hi") return __hi.legal_privacy_who_heading(inputs)
	return __en.legal_privacy_who_heading(inputs)
});
/**
* | output |
* | --- |
* | "In an emergency, do not wait for a reply to a form: call our 24x7 helpline on <tel>{phone}</tel>." |
*
* @param {Legal_Terms_EmergencyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_emergency = /** @type {((inputs: Legal_Terms_EmergencyInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_EmergencyInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_terms_emergency(inputs)
	if (locale === "hi") return __hi.legal_terms_emergency(inputs)
	return __en.legal_terms_emergency(inputs)
});
/**
* | output |
* | --- |
* | "Emergencies" |
*
* @param {Legal_Terms_Emergency_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_emergency_heading = /** @type {((inputs?: Legal_Terms_Emergency_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_Emergency_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_terms_emergency_heading(inputs)
	if (locale === "hi") return __hi.legal_terms_emergency_heading(inputs)
	return __en.legal_terms_emergency_heading(inputs)
});
/**
* | output |
* | --- |
* | "The pages describe our services in general. They are not medical advice: ask a doctor about a patient's care." |
*
* @param {Legal_Terms_InfoInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_info = /** @type {((inputs?: Legal_Terms_InfoInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_InfoInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_terms_info(inputs)
	if (locale === "hi") return __hi.legal_terms_info(inputs)
	return __en.legal_terms_info(inputs)
});
/**
* | output |
* | --- |
* | "Information on this website" |
*
* @param {Legal_Terms_Info_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_info_heading = /** @type {((inputs?: Legal_Terms_Info_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_Info_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_terms_info_heading(inputs)
	if (locale === "hi") return __hi.legal_terms_info_heading(inputs)
	return __en.legal_terms_info_heading(inputs)
});
/**
* | output |
* | --- |
* | "How booking requests made on this website work, what to do in an emergency, and how to reach us." |
*
* @param {Legal_Terms_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_meta_description = /** @type {((inputs?: Legal_Terms_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_terms_meta_description(inputs)
	if (locale === "hi") return __hi.legal_terms_meta_description(inputs)
	return __en.legal_terms_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "A request sent through this website is not yet a confirmed booking: our team confirms it with you by phone or WhatsApp." |
*
* @param {Legal_Terms_RequestsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_requests = /** @type {((inputs?: Legal_Terms_RequestsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_RequestsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_terms_requests(inputs)
	if (locale === "hi") return __hi.legal_terms_requests(inputs)
	return __en.legal_terms_requests(inputs)
});
/**
* | output |
* | --- |
* | "Booking requests" |
*
* @param {Legal_Terms_Requests_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_requests_heading = /** @type {((inputs?: Legal_Terms_Requests_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_Requests_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_terms_requests_heading(inputs)
	if (locale === "hi") return __hi.legal_terms_requests_heading(inputs)
	return __en.legal_terms_requests_heading(inputs)
});
/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Legal_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_title = /** @type {((inputs?: Legal_Terms_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.legal_terms_title(inputs)
	if (locale === "hi") return __hi.legal_terms_title(inputs)
	return __en.legal_terms_title(inputs)
});
/**
* | output |
* | --- |
* | "Your ambulance booking{ref} has been cancelled. If you still need an ambulance, call us any time." |
*
* @param {Msg_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_cancelled = /** @type {((inputs: Msg_CancelledInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_CancelledInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.msg_cancelled(inputs)
	if (locale === "hi") return __hi.msg_cancelled(inputs)
	return __en.msg_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Your ambulance trip{ref} is complete. Thank you for trusting us; we wish you a quick recovery." |
*
* @param {Msg_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_completed = /** @type {((inputs: Msg_CompletedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_CompletedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.msg_completed(inputs)
	if (locale === "hi") return __hi.msg_completed(inputs)
	return __en.msg_completed(inputs)
});
/**
* | output |
* | --- |
* | "Your ambulance booking{ref} is confirmed for {when} from {pickup}." |
*
* @param {Msg_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_confirmed = /** @type {((inputs: Msg_ConfirmedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_ConfirmedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.msg_confirmed(inputs)
	if (locale === "hi") return __hi.msg_confirmed(inputs)
	return __en.msg_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Driver: {driver}." |
*
* @param {Msg_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_driver = /** @type {((inputs: Msg_DriverInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_DriverInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.msg_driver(inputs)
	if (locale === "hi") return __hi.msg_driver(inputs)
	return __en.msg_driver(inputs)
});
/**
* | output |
* | --- |
* | "Driver: {driver}, {phone}." |
*
* @param {Msg_Driver_With_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_driver_with_phone = /** @type {((inputs: Msg_Driver_With_PhoneInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Driver_With_PhoneInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.msg_driver_with_phone(inputs)
	if (locale === "hi") return __hi.msg_driver_with_phone(inputs)
	return __en.msg_driver_with_phone(inputs)
});
/**
* | output |
* | --- |
* | "Follow it live: {url}" |
*
* @param {Msg_Follow_LiveInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_follow_live = /** @type {((inputs: Msg_Follow_LiveInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Follow_LiveInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.msg_follow_live(inputs)
	if (locale === "hi") return __hi.msg_follow_live(inputs)
	return __en.msg_follow_live(inputs)
});
/**
* | output |
* | --- |
* | "Hello {name}, this is {business}." |
*
* @param {Msg_HelloInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_hello = /** @type {((inputs: Msg_HelloInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_HelloInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.msg_hello(inputs)
	if (locale === "hi") return __hi.msg_hello(inputs)
	return __en.msg_hello(inputs)
});
/**
* | output |
* | --- |
* | "Helpline 24x7: {phone}." |
*
* @param {Msg_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_helpline = /** @type {((inputs: Msg_HelplineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_HelplineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.msg_helpline(inputs)
	if (locale === "hi") return __hi.msg_helpline(inputs)
	return __en.msg_helpline(inputs)
});
/**
* | output |
* | --- |
* | "Your ambulance is on the way to {pickup}." |
*
* @param {Msg_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_in_progress = /** @type {((inputs: Msg_In_ProgressInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_In_ProgressInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.msg_in_progress(inputs)
	if (locale === "hi") return __hi.msg_in_progress(inputs)
	return __en.msg_in_progress(inputs)
});
/**
* | output |
* | --- |
* | "We have received your ambulance request{ref} for pickup from {pickup}. We will call you back within 5 minutes. In an emergency, call us now." |
*
* @param {Msg_PendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_pending = /** @type {((inputs: Msg_PendingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_PendingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.msg_pending(inputs)
	if (locale === "hi") return __hi.msg_pending(inputs)
	return __en.msg_pending(inputs)
});
/**
* | output |
* | --- |
* | "ref. {reference}" |
*
* @param {Msg_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_reference = /** @type {((inputs: Msg_ReferenceInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_ReferenceInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.msg_reference(inputs)
	if (locale === "hi") return __hi.msg_reference(inputs)
	return __en.msg_reference(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance: {vehicle}." |
*
* @param {Msg_VehicleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_vehicle = /** @type {((inputs: Msg_VehicleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_VehicleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.msg_vehicle(inputs)
	if (locale === "hi") return __hi.msg_vehicle(inputs)
	return __en.msg_vehicle(inputs)
});
/**
* | output |
* | --- |
* | "We will send you the ambulance and driver details shortly." |
*
* @param {Msg_Vehicle_To_ComeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_vehicle_to_come = /** @type {((inputs?: Msg_Vehicle_To_ComeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Vehicle_To_ComeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.msg_vehicle_to_come(inputs)
	if (locale === "hi") return __hi.msg_vehicle_to_come(inputs)
	return __en.msg_vehicle_to_come(inputs)
});
/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Nav_AboutInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_about = /** @type {((inputs?: Nav_AboutInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_AboutInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_about(inputs)
	if (locale === "hi") return __hi.nav_about(inputs)
	return __en.nav_about(inputs)
});
/**
* | output |
* | --- |
* | "All services" |
*
* @param {Nav_All_ServicesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_all_services = /** @type {((inputs?: Nav_All_ServicesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_All_ServicesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_all_services(inputs)
	if (locale === "hi") return __hi.nav_all_services(inputs)
	return __en.nav_all_services(inputs)
});
/**
* | output |
* | --- |
* | "Book on WhatsApp" |
*
* @param {Nav_Book_WhatsappInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_book_whatsapp = /** @type {((inputs?: Nav_Book_WhatsappInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Book_WhatsappInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_book_whatsapp(inputs)
	if (locale === "hi") return __hi.nav_book_whatsapp(inputs)
	return __en.nav_book_whatsapp(inputs)
});
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Nav_CallInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_call = /** @type {((inputs: Nav_CallInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CallInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_call(inputs)
	if (locale === "hi") return __hi.nav_call(inputs)
	return __en.nav_call(inputs)
});
/**
* | output |
* | --- |
* | "Call" |
*
* @param {Nav_Call_HiddenInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_call_hidden = /** @type {((inputs?: Nav_Call_HiddenInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Call_HiddenInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_call_hidden(inputs)
	if (locale === "hi") return __hi.nav_call_hidden(inputs)
	return __en.nav_call_hidden(inputs)
});
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Nav_ContactInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_contact = /** @type {((inputs?: Nav_ContactInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ContactInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_contact(inputs)
	if (locale === "hi") return __hi.nav_contact(inputs)
	return __en.nav_contact(inputs)
});
/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Nav_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_contact_us = /** @type {((inputs?: Nav_Contact_UsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Contact_UsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_contact_us(inputs)
	if (locale === "hi") return __hi.nav_contact_us(inputs)
	return __en.nav_contact_us(inputs)
});
/**
* | output |
* | --- |
* | "Emergency Call: {phone}" |
*
* @param {Nav_Emergency_CallInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_emergency_call = /** @type {((inputs: Nav_Emergency_CallInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Emergency_CallInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_emergency_call(inputs)
	if (locale === "hi") return __hi.nav_emergency_call(inputs)
	return __en.nav_emergency_call(inputs)
});
/**
* | output |
* | --- |
* | "Fleet" |
*
* @param {Nav_FleetInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_fleet = /** @type {((inputs?: Nav_FleetInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_FleetInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_fleet(inputs)
	if (locale === "hi") return __hi.nav_fleet(inputs)
	return __en.nav_fleet(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Nav_HomeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_home = /** @type {((inputs?: Nav_HomeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_HomeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_home(inputs)
	if (locale === "hi") return __hi.nav_home(inputs)
	return __en.nav_home(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_MainInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_main = /** @type {((inputs?: Nav_MainInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MainInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_main(inputs)
	if (locale === "hi") return __hi.nav_main(inputs)
	return __en.nav_main(inputs)
});
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Nav_Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_menu_close = /** @type {((inputs?: Nav_Menu_CloseInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Menu_CloseInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_menu_close(inputs)
	if (locale === "hi") return __hi.nav_menu_close(inputs)
	return __en.nav_menu_close(inputs)
});
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Nav_Menu_OpenInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_menu_open = /** @type {((inputs?: Nav_Menu_OpenInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Menu_OpenInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_menu_open(inputs)
	if (locale === "hi") return __hi.nav_menu_open(inputs)
	return __en.nav_menu_open(inputs)
});
/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Nav_MobileInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_mobile = /** @type {((inputs?: Nav_MobileInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MobileInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_mobile(inputs)
	if (locale === "hi") return __hi.nav_mobile(inputs)
	return __en.nav_mobile(inputs)
});
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Nav_ServicesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_services = /** @type {((inputs?: Nav_ServicesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ServicesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.nav_services(inputs)
	if (locale === "hi") return __hi.nav_services(inputs)
	return __en.nav_services(inputs)
});
/**
* | output |
* | --- |
* | "Thank you! Your request has been received." |
*
* @param {Receipt_Booking_ThanksInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_booking_thanks = /** @type {((inputs?: Receipt_Booking_ThanksInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Booking_ThanksInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_booking_thanks(inputs)
	if (locale === "hi") return __hi.receipt_booking_thanks(inputs)
	return __en.receipt_booking_thanks(inputs)
});
/**
* | output |
* | --- |
* | "Our team will contact you within 5 minutes." |
*
* @param {Receipt_Callback_PromiseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_callback_promise = /** @type {((inputs?: Receipt_Callback_PromiseInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Callback_PromiseInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_callback_promise(inputs)
	if (locale === "hi") return __hi.receipt_callback_promise(inputs)
	return __en.receipt_callback_promise(inputs)
});
/**
* | output |
* | --- |
* | "Could not copy: press and hold the button above to copy the link." |
*
* @param {Receipt_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_copy_failed = /** @type {((inputs?: Receipt_Copy_FailedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Copy_FailedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_copy_failed(inputs)
	if (locale === "hi") return __hi.receipt_copy_failed(inputs)
	return __en.receipt_copy_failed(inputs)
});
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Receipt_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_copy_link = /** @type {((inputs?: Receipt_Copy_LinkInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Copy_LinkInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_copy_link(inputs)
	if (locale === "hi") return __hi.receipt_copy_link(inputs)
	return __en.receipt_copy_link(inputs)
});
/**
* | output |
* | --- |
* | "Follow your request live" |
*
* @param {Receipt_Follow_LiveInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_follow_live = /** @type {((inputs?: Receipt_Follow_LiveInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Follow_LiveInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_follow_live(inputs)
	if (locale === "hi") return __hi.receipt_follow_live(inputs)
	return __en.receipt_follow_live(inputs)
});
/**
* | output |
* | --- |
* | "Link copied. Paste it in a message to your family." |
*
* @param {Receipt_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_link_copied = /** @type {((inputs?: Receipt_Link_CopiedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Link_CopiedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_link_copied(inputs)
	if (locale === "hi") return __hi.receipt_link_copied(inputs)
	return __en.receipt_link_copied(inputs)
});
/**
* | output |
* | --- |
* | "Keep this link private; it works until 24 hours after your booking ends." |
*
* @param {Receipt_Link_PrivateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_link_private = /** @type {((inputs?: Receipt_Link_PrivateInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Link_PrivateInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_link_private(inputs)
	if (locale === "hi") return __hi.receipt_link_private(inputs)
	return __en.receipt_link_private(inputs)
});
/**
* | output |
* | --- |
* | "We will reply by e-mail or phone." |
*
* @param {Receipt_Message_NextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_message_next = /** @type {((inputs?: Receipt_Message_NextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Message_NextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_message_next(inputs)
	if (locale === "hi") return __hi.receipt_message_next(inputs)
	return __en.receipt_message_next(inputs)
});
/**
* | output |
* | --- |
* | "Thank you! Your message has been sent." |
*
* @param {Receipt_Message_ThanksInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_message_thanks = /** @type {((inputs?: Receipt_Message_ThanksInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Message_ThanksInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_message_thanks(inputs)
	if (locale === "hi") return __hi.receipt_message_thanks(inputs)
	return __en.receipt_message_thanks(inputs)
});
/**
* | output |
* | --- |
* | "Reference: {reference}" |
*
* @param {Receipt_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_reference = /** @type {((inputs: Receipt_ReferenceInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ReferenceInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_reference(inputs)
	if (locale === "hi") return __hi.receipt_reference(inputs)
	return __en.receipt_reference(inputs)
});
/**
* | output |
* | --- |
* | "Your request {reference} is with us." |
*
* @param {Receipt_Request_With_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_request_with_us = /** @type {((inputs: Receipt_Request_With_UsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Request_With_UsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_request_with_us(inputs)
	if (locale === "hi") return __hi.receipt_request_with_us(inputs)
	return __en.receipt_request_with_us(inputs)
});
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Receipt_ShareInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_share = /** @type {((inputs?: Receipt_ShareInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ShareInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_share(inputs)
	if (locale === "hi") return __hi.receipt_share(inputs)
	return __en.receipt_share(inputs)
});
/**
* | output |
* | --- |
* | "Follow the ambulance request" |
*
* @param {Receipt_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_share_title = /** @type {((inputs?: Receipt_Share_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Share_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.receipt_share_title(inputs)
	if (locale === "hi") return __hi.receipt_share_title(inputs)
	return __en.receipt_share_title(inputs)
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
* | "Address" |
*
* @param {Site_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_address = /** @type {((inputs?: Site_AddressInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_AddressInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_address(inputs)
	if (locale === "hi") return __hi.site_address(inputs)
	return __en.site_address(inputs)
});
/**
* | output |
* | --- |
* | "Areas We Cover" |
*
* @param {Site_Areas_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_areas_heading = /** @type {((inputs?: Site_Areas_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Areas_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_areas_heading(inputs)
	if (locale === "hi") return __hi.site_areas_heading(inputs)
	return __en.site_areas_heading(inputs)
});
/**
* | output |
* | --- |
* | "Book via WhatsApp" |
*
* @param {Site_Book_WhatsappInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_book_whatsapp = /** @type {((inputs?: Site_Book_WhatsappInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Book_WhatsappInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_book_whatsapp(inputs)
	if (locale === "hi") return __hi.site_book_whatsapp(inputs)
	return __en.site_book_whatsapp(inputs)
});
/**
* | output |
* | --- |
* | "Call Now: {phone}" |
*
* @param {Site_Call_NowInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_call_now = /** @type {((inputs: Site_Call_NowInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Call_NowInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_call_now(inputs)
	if (locale === "hi") return __hi.site_call_now(inputs)
	return __en.site_call_now(inputs)
});
/**
* | output |
* | --- |
* | "Our team will contact you within 5 minutes." |
*
* @param {Site_CallbackInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_callback = /** @type {((inputs?: Site_CallbackInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_CallbackInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_callback(inputs)
	if (locale === "hi") return __hi.site_callback(inputs)
	return __en.site_callback(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Site_EmailInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_email = /** @type {((inputs?: Site_EmailInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_EmailInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_email(inputs)
	if (locale === "hi") return __hi.site_email(inputs)
	return __en.site_email(inputs)
});
/**
* | output |
* | --- |
* | "Find Us" |
*
* @param {Site_Find_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_find_us = /** @type {((inputs?: Site_Find_UsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Find_UsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_find_us(inputs)
	if (locale === "hi") return __hi.site_find_us(inputs)
	return __en.site_find_us(inputs)
});
/**
* | output |
* | --- |
* | "24x7 helpline" |
*
* @param {Site_Helpline_24x7Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_helpline_24x7 = /** @type {((inputs?: Site_Helpline_24x7Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Helpline_24x7Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_helpline_24x7(inputs)
	if (locale === "hi") return __hi.site_helpline_24x7(inputs)
	return __en.site_helpline_24x7(inputs)
});
/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Site_HoursInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_hours = /** @type {((inputs?: Site_HoursInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_HoursInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_hours(inputs)
	if (locale === "hi") return __hi.site_hours(inputs)
	return __en.site_hours(inputs)
});
/**
* | output |
* | --- |
* | "Map of our base in {locality}, {city}" |
*
* @param {Site_Map_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_map_title = /** @type {((inputs: Site_Map_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Map_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_map_title(inputs)
	if (locale === "hi") return __hi.site_map_title(inputs)
	return __en.site_map_title(inputs)
});
/**
* | output |
* | --- |
* | "Open in Google Maps (new tab)" |
*
* @param {Site_Open_MapsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_open_maps = /** @type {((inputs?: Site_Open_MapsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Open_MapsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_open_maps(inputs)
	if (locale === "hi") return __hi.site_open_maps(inputs)
	return __en.site_open_maps(inputs)
});
/**
* | output |
* | --- |
* | "Rated {rating} out of 5" |
*
* @param {Site_RatedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_rated = /** @type {((inputs: Site_RatedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_RatedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_rated(inputs)
	if (locale === "hi") return __hi.site_rated(inputs)
	return __en.site_rated(inputs)
});
/**
* | output |
* | --- |
* | "Reach us" |
*
* @param {Site_Reach_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_reach_us = /** @type {((inputs?: Site_Reach_UsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Reach_UsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_reach_us(inputs)
	if (locale === "hi") return __hi.site_reach_us(inputs)
	return __en.site_reach_us(inputs)
});
/**
* | output |
* | --- |
* | "Our record" |
*
* @param {Site_RecordInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_record = /** @type {((inputs?: Site_RecordInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_RecordInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_record(inputs)
	if (locale === "hi") return __hi.site_record(inputs)
	return __en.site_record(inputs)
});
/**
* | output |
* | --- |
* | "Chat on WhatsApp (new tab)" |
*
* @param {Site_Whatsapp_ChatInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_whatsapp_chat = /** @type {((inputs?: Site_Whatsapp_ChatInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Whatsapp_ChatInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.site_whatsapp_chat(inputs)
	if (locale === "hi") return __hi.site_whatsapp_chat(inputs)
	return __en.site_whatsapp_chat(inputs)
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
/**
* | output |
* | --- |
* | "About {hours} h away" |
*
* @param {Track_Away_HoursInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_away_hours = /** @type {((inputs: Track_Away_HoursInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Away_HoursInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_away_hours(inputs)
	if (locale === "hi") return __hi.track_away_hours(inputs)
	return __en.track_away_hours(inputs)
});
/**
* | output |
* | --- |
* | "About {hours} h {minutes} min away" |
*
* @param {Track_Away_Hours_MinutesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_away_hours_minutes = /** @type {((inputs: Track_Away_Hours_MinutesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Away_Hours_MinutesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_away_hours_minutes(inputs)
	if (locale === "hi") return __hi.track_away_hours_minutes(inputs)
	return __en.track_away_hours_minutes(inputs)
});
/**
* | output |
* | --- |
* | "About {minutes} min away" |
*
* @param {Track_Away_MinutesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_away_minutes = /** @type {((inputs: Track_Away_MinutesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Away_MinutesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_away_minutes(inputs)
	if (locale === "hi") return __hi.track_away_minutes(inputs)
	return __en.track_away_minutes(inputs)
});
/**
* | output |
* | --- |
* | "Booking {reference}" |
*
* @param {Track_Booking_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_booking_reference = /** @type {((inputs: Track_Booking_ReferenceInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Booking_ReferenceInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_booking_reference(inputs)
	if (locale === "hi") return __hi.track_booking_reference(inputs)
	return __en.track_booking_reference(inputs)
});
/**
* | output |
* | --- |
* | "Call {driver}" |
*
* @param {Track_Call_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_driver = /** @type {((inputs: Track_Call_DriverInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Call_DriverInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_call_driver(inputs)
	if (locale === "hi") return __hi.track_call_driver(inputs)
	return __en.track_call_driver(inputs)
});
/**
* | output |
* | --- |
* | "Call helpline" |
*
* @param {Track_Call_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_helpline = /** @type {((inputs?: Track_Call_HelplineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Call_HelplineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_call_helpline(inputs)
	if (locale === "hi") return __hi.track_call_helpline(inputs)
	return __en.track_call_helpline(inputs)
});
/**
* | output |
* | --- |
* | "Call our helpline" |
*
* @param {Track_Call_Our_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_our_helpline = /** @type {((inputs?: Track_Call_Our_HelplineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Call_Our_HelplineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_call_our_helpline(inputs)
	if (locale === "hi") return __hi.track_call_our_helpline(inputs)
	return __en.track_call_our_helpline(inputs)
});
/**
* | output |
* | --- |
* | "Call the driver" |
*
* @param {Track_Call_The_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_the_driver = /** @type {((inputs?: Track_Call_The_DriverInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Call_The_DriverInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_call_the_driver(inputs)
	if (locale === "hi") return __hi.track_call_the_driver(inputs)
	return __en.track_call_the_driver(inputs)
});
/**
* | output |
* | --- |
* | "driver {driver}" |
*
* @param {Track_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_driver = /** @type {((inputs: Track_DriverInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_DriverInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_driver(inputs)
	if (locale === "hi") return __hi.track_driver(inputs)
	return __en.track_driver(inputs)
});
/**
* | output |
* | --- |
* | "Tracking links stop working 24 hours after the booking ends. For anything about this booking, call our 24x7 helpline." |
*
* @param {Track_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_expired_text = /** @type {((inputs?: Track_Expired_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Expired_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_expired_text(inputs)
	if (locale === "hi") return __hi.track_expired_text(inputs)
	return __en.track_expired_text(inputs)
});
/**
* | output |
* | --- |
* | "This tracking link has expired" |
*
* @param {Track_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_expired_title = /** @type {((inputs?: Track_Expired_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Expired_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_expired_title(inputs)
	if (locale === "hi") return __hi.track_expired_title(inputs)
	return __en.track_expired_title(inputs)
});
/**
* | output |
* | --- |
* | "Keep this link private: anyone who has it can follow this booking until 24 hours after it ends." |
*
* @param {Track_Keep_PrivateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_keep_private = /** @type {((inputs?: Track_Keep_PrivateInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Keep_PrivateInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_keep_private(inputs)
	if (locale === "hi") return __hi.track_keep_private(inputs)
	return __en.track_keep_private(inputs)
});
/**
* | output |
* | --- |
* | "Live: this page updates by itself." |
*
* @param {Track_Live_ConnectedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_connected = /** @type {((inputs?: Track_Live_ConnectedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Live_ConnectedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_live_connected(inputs)
	if (locale === "hi") return __hi.track_live_connected(inputs)
	return __en.track_live_connected(inputs)
});
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Track_Live_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_copy_link = /** @type {((inputs?: Track_Live_Copy_LinkInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Live_Copy_LinkInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_live_copy_link(inputs)
	if (locale === "hi") return __hi.track_live_copy_link(inputs)
	return __en.track_live_copy_link(inputs)
});
/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Track_Live_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_link_copied = /** @type {((inputs?: Track_Live_Link_CopiedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Live_Link_CopiedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_live_link_copied(inputs)
	if (locale === "hi") return __hi.track_live_link_copied(inputs)
	return __en.track_live_link_copied(inputs)
});
/**
* | output |
* | --- |
* | "Reconnecting… this page refreshes itself if the connection stays down." |
*
* @param {Track_Live_ReconnectingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_reconnecting = /** @type {((inputs?: Track_Live_ReconnectingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Live_ReconnectingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_live_reconnecting(inputs)
	if (locale === "hi") return __hi.track_live_reconnecting(inputs)
	return __en.track_live_reconnecting(inputs)
});
/**
* | output |
* | --- |
* | "This page refreshes itself every 30 seconds." |
*
* @param {Track_Live_RefreshesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_refreshes = /** @type {((inputs?: Track_Live_RefreshesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Live_RefreshesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_live_refreshes(inputs)
	if (locale === "hi") return __hi.track_live_refreshes(inputs)
	return __en.track_live_refreshes(inputs)
});
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Track_Live_ShareInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_share = /** @type {((inputs?: Track_Live_ShareInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Live_ShareInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_live_share(inputs)
	if (locale === "hi") return __hi.track_live_share(inputs)
	return __en.track_live_share(inputs)
});
/**
* | output |
* | --- |
* | "Pickup point" |
*
* @param {Track_Map_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_map_pickup = /** @type {((inputs?: Track_Map_PickupInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Map_PickupInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_map_pickup(inputs)
	if (locale === "hi") return __hi.track_map_pickup(inputs)
	return __en.track_map_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Please check that the whole link was copied. For anything about your booking, call our 24x7 helpline." |
*
* @param {Track_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_not_found_text = /** @type {((inputs?: Track_Not_Found_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Not_Found_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_not_found_text(inputs)
	if (locale === "hi") return __hi.track_not_found_text(inputs)
	return __en.track_not_found_text(inputs)
});
/**
* | output |
* | --- |
* | "This tracking link does not work" |
*
* @param {Track_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_not_found_title = /** @type {((inputs?: Track_Not_Found_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Not_Found_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_not_found_title(inputs)
	if (locale === "hi") return __hi.track_not_found_title(inputs)
	return __en.track_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "location not precise enough for an estimate" |
*
* @param {Track_Position_ImpreciseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_position_imprecise = /** @type {((inputs?: Track_Position_ImpreciseInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Position_ImpreciseInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_position_imprecise(inputs)
	if (locale === "hi") return __hi.track_position_imprecise(inputs)
	return __en.track_position_imprecise(inputs)
});
/**
* | output |
* | --- |
* | "location {age}" |
*
* @param {Track_Position_LocationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_position_location = /** @type {((inputs: Track_Position_LocationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Position_LocationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_position_location(inputs)
	if (locale === "hi") return __hi.track_position_location(inputs)
	return __en.track_position_location(inputs)
});
/**
* | output |
* | --- |
* | "Air Ambulance" |
*
* @param {Track_Service_AirInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_air = /** @type {((inputs?: Track_Service_AirInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_AirInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_service_air(inputs)
	if (locale === "hi") return __hi.track_service_air(inputs)
	return __en.track_service_air(inputs)
});
/**
* | output |
* | --- |
* | "ALS Ambulance" |
*
* @param {Track_Service_AlsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_als = /** @type {((inputs?: Track_Service_AlsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_AlsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_service_als(inputs)
	if (locale === "hi") return __hi.track_service_als(inputs)
	return __en.track_service_als(inputs)
});
/**
* | output |
* | --- |
* | "Basic Life Support" |
*
* @param {Track_Service_BasicInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_basic = /** @type {((inputs?: Track_Service_BasicInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_BasicInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_service_basic(inputs)
	if (locale === "hi") return __hi.track_service_basic(inputs)
	return __en.track_service_basic(inputs)
});
/**
* | output |
* | --- |
* | "Cardiac Ambulance" |
*
* @param {Track_Service_CardiacInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_cardiac = /** @type {((inputs?: Track_Service_CardiacInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_CardiacInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_service_cardiac(inputs)
	if (locale === "hi") return __hi.track_service_cardiac(inputs)
	return __en.track_service_cardiac(inputs)
});
/**
* | output |
* | --- |
* | "Corporate" |
*
* @param {Track_Service_CorporateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_corporate = /** @type {((inputs?: Track_Service_CorporateInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_CorporateInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_service_corporate(inputs)
	if (locale === "hi") return __hi.track_service_corporate(inputs)
	return __en.track_service_corporate(inputs)
});
/**
* | output |
* | --- |
* | "Emergency Ambulance" |
*
* @param {Track_Service_EmergencyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_emergency = /** @type {((inputs?: Track_Service_EmergencyInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_EmergencyInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_service_emergency(inputs)
	if (locale === "hi") return __hi.track_service_emergency(inputs)
	return __en.track_service_emergency(inputs)
});
/**
* | output |
* | --- |
* | "Event Standby" |
*
* @param {Track_Service_EventInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_event = /** @type {((inputs?: Track_Service_EventInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_EventInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_service_event(inputs)
	if (locale === "hi") return __hi.track_service_event(inputs)
	return __en.track_service_event(inputs)
});
/**
* | output |
* | --- |
* | "Funeral / Mortuary Transfer" |
*
* @param {Track_Service_FuneralInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_funeral = /** @type {((inputs?: Track_Service_FuneralInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_FuneralInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_service_funeral(inputs)
	if (locale === "hi") return __hi.track_service_funeral(inputs)
	return __en.track_service_funeral(inputs)
});
/**
* | output |
* | --- |
* | "ICU Ambulance" |
*
* @param {Track_Service_IcuInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_icu = /** @type {((inputs?: Track_Service_IcuInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_IcuInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_service_icu(inputs)
	if (locale === "hi") return __hi.track_service_icu(inputs)
	return __en.track_service_icu(inputs)
});
/**
* | output |
* | --- |
* | "Intercity Transfer" |
*
* @param {Track_Service_IntercityInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_intercity = /** @type {((inputs?: Track_Service_IntercityInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_IntercityInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_service_intercity(inputs)
	if (locale === "hi") return __hi.track_service_intercity(inputs)
	return __en.track_service_intercity(inputs)
});
/**
* | output |
* | --- |
* | "Neonatal Ambulance" |
*
* @param {Track_Service_NeonatalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_neonatal = /** @type {((inputs?: Track_Service_NeonatalInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_NeonatalInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_service_neonatal(inputs)
	if (locale === "hi") return __hi.track_service_neonatal(inputs)
	return __en.track_service_neonatal(inputs)
});
/**
* | output |
* | --- |
* | "Patient Transfer" |
*
* @param {Track_Service_TransferInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_transfer = /** @type {((inputs?: Track_Service_TransferInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_TransferInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_service_transfer(inputs)
	if (locale === "hi") return __hi.track_service_transfer(inputs)
	return __en.track_service_transfer(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance assigned" |
*
* @param {Track_Stage_AssignedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_assigned = /** @type {((inputs?: Track_Stage_AssignedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_AssignedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_stage_assigned(inputs)
	if (locale === "hi") return __hi.track_stage_assigned(inputs)
	return __en.track_stage_assigned(inputs)
});
/**
* | output |
* | --- |
* | "Reached the destination" |
*
* @param {Track_Stage_At_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_at_destination = /** @type {((inputs?: Track_Stage_At_DestinationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_At_DestinationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_stage_at_destination(inputs)
	if (locale === "hi") return __hi.track_stage_at_destination(inputs)
	return __en.track_stage_at_destination(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance arrived" |
*
* @param {Track_Stage_At_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_at_pickup = /** @type {((inputs?: Track_Stage_At_PickupInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_At_PickupInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_stage_at_pickup(inputs)
	if (locale === "hi") return __hi.track_stage_at_pickup(inputs)
	return __en.track_stage_at_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Booking cancelled" |
*
* @param {Track_Stage_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_cancelled = /** @type {((inputs?: Track_Stage_CancelledInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_CancelledInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_stage_cancelled(inputs)
	if (locale === "hi") return __hi.track_stage_cancelled(inputs)
	return __en.track_stage_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Track_Stage_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_completed = /** @type {((inputs?: Track_Stage_CompletedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_CompletedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_stage_completed(inputs)
	if (locale === "hi") return __hi.track_stage_completed(inputs)
	return __en.track_stage_completed(inputs)
});
/**
* | output |
* | --- |
* | "Booking confirmed" |
*
* @param {Track_Stage_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_confirmed = /** @type {((inputs?: Track_Stage_ConfirmedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_ConfirmedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_stage_confirmed(inputs)
	if (locale === "hi") return __hi.track_stage_confirmed(inputs)
	return __en.track_stage_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Patient on board" |
*
* @param {Track_Stage_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_on_board = /** @type {((inputs?: Track_Stage_On_BoardInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_On_BoardInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_stage_on_board(inputs)
	if (locale === "hi") return __hi.track_stage_on_board(inputs)
	return __en.track_stage_on_board(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance on the way" |
*
* @param {Track_Stage_On_The_WayInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_on_the_way = /** @type {((inputs?: Track_Stage_On_The_WayInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_On_The_WayInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_stage_on_the_way(inputs)
	if (locale === "hi") return __hi.track_stage_on_the_way(inputs)
	return __en.track_stage_on_the_way(inputs)
});
/**
* | output |
* | --- |
* | "Request received" |
*
* @param {Track_Stage_ReceivedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_received = /** @type {((inputs?: Track_Stage_ReceivedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_ReceivedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_stage_received(inputs)
	if (locale === "hi") return __hi.track_stage_received(inputs)
	return __en.track_stage_received(inputs)
});
/**
* | output |
* | --- |
* | "An ambulance and its driver are assigned to you." |
*
* @param {Track_Text_AssignedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_assigned = /** @type {((inputs?: Track_Text_AssignedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_AssignedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_text_assigned(inputs)
	if (locale === "hi") return __hi.track_text_assigned(inputs)
	return __en.track_text_assigned(inputs)
});
/**
* | output |
* | --- |
* | "The ambulance has reached the destination." |
*
* @param {Track_Text_At_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_at_destination = /** @type {((inputs?: Track_Text_At_DestinationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_At_DestinationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_text_at_destination(inputs)
	if (locale === "hi") return __hi.track_text_at_destination(inputs)
	return __en.track_text_at_destination(inputs)
});
/**
* | output |
* | --- |
* | "The ambulance has reached the pickup address." |
*
* @param {Track_Text_At_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_at_pickup = /** @type {((inputs?: Track_Text_At_PickupInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_At_PickupInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_text_at_pickup(inputs)
	if (locale === "hi") return __hi.track_text_at_pickup(inputs)
	return __en.track_text_at_pickup(inputs)
});
/**
* | output |
* | --- |
* | "This booking was cancelled. If you still need an ambulance, call our 24x7 helpline now." |
*
* @param {Track_Text_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_cancelled = /** @type {((inputs?: Track_Text_CancelledInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_CancelledInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_text_cancelled(inputs)
	if (locale === "hi") return __hi.track_text_cancelled(inputs)
	return __en.track_text_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "The trip is complete. We wish the patient a quick recovery." |
*
* @param {Track_Text_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_completed = /** @type {((inputs?: Track_Text_CompletedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_CompletedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_text_completed(inputs)
	if (locale === "hi") return __hi.track_text_completed(inputs)
	return __en.track_text_completed(inputs)
});
/**
* | output |
* | --- |
* | "Our team has confirmed your booking and is assigning an ambulance." |
*
* @param {Track_Text_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_confirmed = /** @type {((inputs?: Track_Text_ConfirmedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_ConfirmedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_text_confirmed(inputs)
	if (locale === "hi") return __hi.track_text_confirmed(inputs)
	return __en.track_text_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "The patient is in the ambulance with our crew." |
*
* @param {Track_Text_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_on_board = /** @type {((inputs?: Track_Text_On_BoardInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_On_BoardInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_text_on_board(inputs)
	if (locale === "hi") return __hi.track_text_on_board(inputs)
	return __en.track_text_on_board(inputs)
});
/**
* | output |
* | --- |
* | "The ambulance is on its way to the pickup address." |
*
* @param {Track_Text_On_The_WayInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_on_the_way = /** @type {((inputs?: Track_Text_On_The_WayInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_On_The_WayInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_text_on_the_way(inputs)
	if (locale === "hi") return __hi.track_text_on_the_way(inputs)
	return __en.track_text_on_the_way(inputs)
});
/**
* | output |
* | --- |
* | "We have your request. Our team will call you within 5 minutes." |
*
* @param {Track_Text_ReceivedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_received = /** @type {((inputs?: Track_Text_ReceivedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_ReceivedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_text_received(inputs)
	if (locale === "hi") return __hi.track_text_received(inputs)
	return __en.track_text_received(inputs)
});
/**
* | output |
* | --- |
* | "booking {reference}" |
*
* @param {Track_Title_BookingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_title_booking = /** @type {((inputs: Track_Title_BookingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Title_BookingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_title_booking(inputs)
	if (locale === "hi") return __hi.track_title_booking(inputs)
	return __en.track_title_booking(inputs)
});
/**
* | output |
* | --- |
* | "Please wait a few minutes and try again, or call our 24x7 helpline." |
*
* @param {Track_Too_Many_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_too_many_text = /** @type {((inputs?: Track_Too_Many_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Too_Many_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_too_many_text(inputs)
	if (locale === "hi") return __hi.track_too_many_text(inputs)
	return __en.track_too_many_text(inputs)
});
/**
* | output |
* | --- |
* | "Too many attempts" |
*
* @param {Track_Too_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_too_many_title = /** @type {((inputs?: Track_Too_Many_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Too_Many_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_too_many_title(inputs)
	if (locale === "hi") return __hi.track_too_many_title(inputs)
	return __en.track_too_many_title(inputs)
});
/**
* | output |
* | --- |
* | "updated {minutes} min ago" |
*
* @param {Track_Updated_MinutesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updated_minutes = /** @type {((inputs: Track_Updated_MinutesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Updated_MinutesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_updated_minutes(inputs)
	if (locale === "hi") return __hi.track_updated_minutes(inputs)
	return __en.track_updated_minutes(inputs)
});
/**
* | output |
* | --- |
* | "updated {seconds} s ago" |
*
* @param {Track_Updated_SecondsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updated_seconds = /** @type {((inputs: Track_Updated_SecondsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Updated_SecondsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_updated_seconds(inputs)
	if (locale === "hi") return __hi.track_updated_seconds(inputs)
	return __en.track_updated_seconds(inputs)
});
/**
* | output |
* | --- |
* | "This page updates by itself." |
*
* @param {Track_Updates_By_ItselfInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updates_by_itself = /** @type {((inputs?: Track_Updates_By_ItselfInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Updates_By_ItselfInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_updates_by_itself(inputs)
	if (locale === "hi") return __hi.track_updates_by_itself(inputs)
	return __en.track_updates_by_itself(inputs)
});
/**
* | output |
* | --- |
* | "Vehicle {number}" |
*
* @param {Track_VehicleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_vehicle = /** @type {((inputs: Track_VehicleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_VehicleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_vehicle(inputs)
	if (locale === "hi") return __hi.track_vehicle(inputs)
	return __en.track_vehicle(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance" |
*
* @param {Track_Where_AmbulanceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_ambulance = /** @type {((inputs?: Track_Where_AmbulanceInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Where_AmbulanceInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_where_ambulance(inputs)
	if (locale === "hi") return __hi.track_where_ambulance(inputs)
	return __en.track_where_ambulance(inputs)
});
/**
* | output |
* | --- |
* | "Ambulance at the pickup point" |
*
* @param {Track_Where_At_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_at_pickup = /** @type {((inputs?: Track_Where_At_PickupInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Where_At_PickupInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_where_at_pickup(inputs)
	if (locale === "hi") return __hi.track_where_at_pickup(inputs)
	return __en.track_where_at_pickup(inputs)
});
/**
* | output |
* | --- |
* | "On the way to the destination" |
*
* @param {Track_Where_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_on_board = /** @type {((inputs?: Track_Where_On_BoardInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Where_On_BoardInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.track_where_on_board(inputs)
	if (locale === "hi") return __hi.track_where_on_board(inputs)
	return __en.track_where_on_board(inputs)
});
/**
* | output |
* | --- |
* | "Choose a date and time from now on (within a year)" |
*
* @param {Validation_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_date_time = /** @type {((inputs?: Validation_Date_TimeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Date_TimeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_date_time(inputs)
	if (locale === "hi") return __hi.validation_date_time(inputs)
	return __en.validation_date_time(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Validation_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_email_invalid = /** @type {((inputs?: Validation_Email_InvalidInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Email_InvalidInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_email_invalid(inputs)
	if (locale === "hi") return __hi.validation_email_invalid(inputs)
	return __en.validation_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Email must be at most {max} characters" |
*
* @param {Validation_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_email_too_long = /** @type {((inputs: Validation_Email_Too_LongInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Email_Too_LongInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_email_too_long(inputs)
	if (locale === "hi") return __hi.validation_email_too_long(inputs)
	return __en.validation_email_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Validation_Label_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_destination = /** @type {((inputs?: Validation_Label_DestinationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_DestinationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_label_destination(inputs)
	if (locale === "hi") return __hi.validation_label_destination(inputs)
	return __en.validation_label_destination(inputs)
});
/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Validation_Label_Full_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_full_name = /** @type {((inputs?: Validation_Label_Full_NameInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_Full_NameInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_label_full_name(inputs)
	if (locale === "hi") return __hi.validation_label_full_name(inputs)
	return __en.validation_label_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Validation_Label_MessageInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_message = /** @type {((inputs?: Validation_Label_MessageInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_MessageInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_label_message(inputs)
	if (locale === "hi") return __hi.validation_label_message(inputs)
	return __en.validation_label_message(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Validation_Label_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_name = /** @type {((inputs?: Validation_Label_NameInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_NameInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_label_name(inputs)
	if (locale === "hi") return __hi.validation_label_name(inputs)
	return __en.validation_label_name(inputs)
});
/**
* | output |
* | --- |
* | "Additional notes" |
*
* @param {Validation_Label_NotesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_notes = /** @type {((inputs?: Validation_Label_NotesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_NotesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_label_notes(inputs)
	if (locale === "hi") return __hi.validation_label_notes(inputs)
	return __en.validation_label_notes(inputs)
});
/**
* | output |
* | --- |
* | "Pickup address" |
*
* @param {Validation_Label_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_pickup_address = /** @type {((inputs?: Validation_Label_Pickup_AddressInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_Pickup_AddressInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_label_pickup_address(inputs)
	if (locale === "hi") return __hi.validation_label_pickup_address(inputs)
	return __en.validation_label_pickup_address(inputs)
});
/**
* | output |
* | --- |
* | "A location needs both latitude and longitude" |
*
* @param {Validation_Location_PairInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_location_pair = /** @type {((inputs?: Validation_Location_PairInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Location_PairInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_location_pair(inputs)
	if (locale === "hi") return __hi.validation_location_pair(inputs)
	return __en.validation_location_pair(inputs)
});
/**
* | output |
* | --- |
* | "Enter a valid Indian phone number, e.g. 98765 43210" |
*
* @param {Validation_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_phone_invalid = /** @type {((inputs?: Validation_Phone_InvalidInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Phone_InvalidInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_phone_invalid(inputs)
	if (locale === "hi") return __hi.validation_phone_invalid(inputs)
	return __en.validation_phone_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Phone number is required" |
*
* @param {Validation_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_phone_required = /** @type {((inputs?: Validation_Phone_RequiredInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Phone_RequiredInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_phone_required(inputs)
	if (locale === "hi") return __hi.validation_phone_required(inputs)
	return __en.validation_phone_required(inputs)
});
/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Validation_RequiredInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_required = /** @type {((inputs: Validation_RequiredInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_RequiredInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_required(inputs)
	if (locale === "hi") return __hi.validation_required(inputs)
	return __en.validation_required(inputs)
});
/**
* | output |
* | --- |
* | "Please select a service type" |
*
* @param {Validation_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_service_type = /** @type {((inputs?: Validation_Service_TypeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Service_TypeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_service_type(inputs)
	if (locale === "hi") return __hi.validation_service_type(inputs)
	return __en.validation_service_type(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be at most {max} characters" |
*
* @param {Validation_Too_LongInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_too_long = /** @type {((inputs: Validation_Too_LongInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Too_LongInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_too_long(inputs)
	if (locale === "hi") return __hi.validation_too_long(inputs)
	return __en.validation_too_long(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be at least {min} characters" |
*
* @param {Validation_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_too_short = /** @type {((inputs: Validation_Too_ShortInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Too_ShortInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return __kn.validation_too_short(inputs)
	if (locale === "hi") return __hi.validation_too_short(inputs)
	return __en.validation_too_short(inputs)
});