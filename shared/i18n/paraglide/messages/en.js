/* eslint-disable */
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


export const about_fleet_heading = /** @type {(inputs: About_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our fleet`)
};

export const about_fleet_text = /** @type {(inputs: About_Fleet_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ambulances} ambulances and ${i?.vehicles} vehicles in total, from basic life support to ICU, cardiac and mortuary ambulances. The whole fleet is sanitized and ${i?.gps} GPS tracked. <fleet>See our fleet</fleet>.`)
};

export const about_heading = /** @type {(inputs: About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance Service Near Me`)
};

export const about_hero_text = /** @type {(inputs: About_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} is a private ambulance service in Bengaluru, on call 24x7 since 2015. Trusted by ${i?.families} families.`)
};

export const about_licensed_heading = /** @type {(inputs: About_Licensed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licensed and transparent`)
};

export const about_licensed_text = /** @type {(inputs: About_Licensed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are licensed by the state health department, and we tell families clearly what a trip involves before it starts.`)
};

export const about_meta_description = /** @type {(inputs: About_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who we are: a private 24x7 ambulance service in Bengaluru since 2015, with trained paramedics, a GPS-tracked fleet of 21+ vehicles and cover across the city.`)
};

export const about_meta_title = /** @type {(inputs: About_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ambulance Service Near Me | About ${i?.business}`)
};

export const about_reach_text = /** @type {(inputs: About_Reach_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call our 24x7 helpline on <tel>${i?.phone}</tel> (<helpline>more about the helpline</helpline>), find an <near>ambulance near you</near>, or <contact>contact us</contact> another way.`)
};

export const about_team_heading = /** @type {(inputs: About_Team_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team`)
};

export const about_team_text = /** @type {(inputs: About_Team_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every trip has trained paramedics, experienced EMTs and drivers. We keep families informed, explain what happens next, and treat every patient with compassion.`)
};

export const about_what_heading = /** @type {(inputs: About_What_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we do`)
};

export const about_what_text = /** @type {(inputs: About_What_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From emergencies to planned trips, we run ${i?.count} services: ${i?.list}. See <services>all our services</services>.`)
};

export const about_where_heading = /** @type {(inputs: About_Where_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where we work`)
};

export const about_where_text = /** @type {(inputs: About_Where_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Across Bengaluru, including ${i?.areas} and ${i?.last}. For longer journeys we also run intercity transfers and air ambulances.`)
};

export const about_who_heading = /** @type {(inputs: About_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who we are`)
};

export const about_who_text = /** @type {(inputs: About_Who_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are a private ambulance provider based in ${i?.locality}, ${i?.city}. Since 2015 we have answered calls from patients, families, hospitals, companies and event organisers, 24 hours a day, 7 days a week, 365 days a year. Over those years more than ${i?.families} families have trusted us, and our crews have saved ${i?.lives} lives.`)
};

export const contact_coverage_text = /** @type {(inputs: Contact_Coverage_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From our base in ${i?.locality}, across Bengaluru. Not on the list? Call us: we will tell you straight away.`)
};

export const contact_email_text = /** @type {(inputs: Contact_Email_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For corporate billing and anything that is not urgent.`)
};

export const contact_forms_heading = /** @type {(inputs: Contact_Forms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book an Ambulance or Send a Message`)
};

export const contact_forms_text = /** @type {(inputs: Contact_Forms_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For an emergency, call <tel>${i?.phone}</tel> now.`)
};

export const contact_heading = /** @type {(inputs: Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Us`)
};

export const contact_hero_text = /** @type {(inputs: Contact_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We answer 24x7. In an emergency, call; for anything else, message, write or send a request below.`)
};

export const contact_hotline_text = /** @type {(inputs: Contact_Hotline_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For emergencies and bookings, day or night. From outside India: ${i?.international}.`)
};

export const contact_hotline_title = /** @type {(inputs: Contact_Hotline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 Hotline`)
};

export const contact_hours_text = /** @type {(inputs: Contact_Hours_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`<strong>Operating hours: ${i?.short}.</strong> ${i?.long}, holidays included. Our <helpline>ambulance helpline number</helpline> is always answered.`)
};

export const contact_location_title = /** @type {(inputs: Contact_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const contact_meta_description = /** @type {(inputs: Contact_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call, WhatsApp or e-mail us, day or night: 24x7 ambulance booking in Bengaluru, our address in Varthur, the areas we cover, and forms to book or ask a question.`)
};

export const contact_meta_title = /** @type {(inputs: Contact_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact Us | ${i?.business}, 24x7 Ambulance Booking`)
};

export const contact_reach_label = /** @type {(inputs: Contact_Reach_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ways to reach us`)
};

export const contact_whatsapp_text = /** @type {(inputs: Contact_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send your pickup location and what you need; we reply on the same chat.`)
};

export const error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Page not found`)
};

export const error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page not found | ${i?.business}`)
};

export const error_return_home = /** @type {(inputs: Error_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Home`)
};

export const error_unexpected = /** @type {(inputs: Error_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unexpected Application Error!`)
};

export const fleet_categories_heading = /** @type {(inputs: Fleet_Categories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicles by Category`)
};

export const fleet_categories_text = /** @type {(inputs: Fleet_Categories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The right vehicle for each patient, and what each carries on board.`)
};

export const fleet_category_basic = /** @type {(inputs: Fleet_Category_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basic`)
};

export const fleet_category_exterior = /** @type {(inputs: Fleet_Category_ExteriorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exterior`)
};

export const fleet_category_interior = /** @type {(inputs: Fleet_Category_InteriorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interior`)
};

export const fleet_category_service = /** @type {(inputs: Fleet_Category_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

export const fleet_close = /** @type {(inputs: Fleet_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const fleet_cta = /** @type {(inputs: Fleet_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need an ambulance? <helpline>Call our 24x7 helpline</helpline> or <book>send a booking request</book>.`)
};

export const fleet_enlarge = /** @type {(inputs: Fleet_EnlargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click to enlarge`)
};

export const fleet_features_heading = /** @type {(inputs: Fleet_Features_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fleet Features`)
};

export const fleet_filter_all = /** @type {(inputs: Fleet_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

export const fleet_filter_label = /** @type {(inputs: Fleet_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show pictures of`)
};

export const fleet_gallery_heading = /** @type {(inputs: Fleet_Gallery_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inside Our Vehicles`)
};

export const fleet_gallery_text = /** @type {(inputs: Fleet_Gallery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a category, and select a picture to enlarge it.`)
};

export const fleet_heading = /** @type {(inputs: Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Ambulance Fleet`)
};

export const fleet_hero_text = /** @type {(inputs: Fleet_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ambulances} ambulances and ${i?.vehicles} vehicles in total, from ICU to mortuary ambulances: every one sanitized, 100% GPS tracked and ready 24x7 across Bengaluru.`)
};

export const fleet_meta_description = /** @type {(inputs: Fleet_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sanitized, 100% GPS-tracked fleet of 21+ vehicles in Bengaluru: 6 ICU, 8 emergency, 3 cardiac and 4 mortuary ambulances, and the equipment each carries.`)
};

export const fleet_meta_title = /** @type {(inputs: Fleet_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Ambulance Fleet | ICU, Emergency, Cardiac & Mortuary Vehicles`)
};

export const fleet_next_picture = /** @type {(inputs: Fleet_Next_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next picture`)
};

export const fleet_on_board = /** @type {(inputs: Fleet_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On board`)
};

export const fleet_pictures_shown = /** @type {(inputs: Fleet_Pictures_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} pictures shown`)
};

export const fleet_previous_picture = /** @type {(inputs: Fleet_Previous_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous picture`)
};

export const fleet_total_heading = /** @type {(inputs: Fleet_Total_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Vehicles`)
};

export const fleet_total_text = /** @type {(inputs: Fleet_Total_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Including ${i?.ambulances} ambulances. <contact>Contact us</contact> to book the one you need.`)
};

export const footer_about = /** @type {(inputs: Footer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About us`)
};

export const footer_book_online = /** @type {(inputs: Footer_Book_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book online`)
};

export const footer_company = /** @type {(inputs: Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

export const footer_contact = /** @type {(inputs: Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const footer_copyright = /** @type {(inputs: Footer_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© 2015 ${i?.business}. All rights reserved.`)
};

export const footer_email = /** @type {(inputs: Footer_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Email: <mail>${i?.email}</mail>`)
};

export const footer_emergency_line = /** @type {(inputs: Footer_Emergency_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emergency line: <tel>${i?.phone}</tel>`)
};

export const footer_helpline = /** @type {(inputs: Footer_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 helpline number`)
};

export const footer_hours = /** @type {(inputs: Footer_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hours: ${i?.hours}`)
};

export const footer_quick = /** @type {(inputs: Footer_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick actions`)
};

export const footer_sitemap = /** @type {(inputs: Footer_SitemapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitemap`)
};

export const footer_whatsapp_label = /** @type {(inputs: Footer_Whatsapp_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat on WhatsApp (opens in a new tab)`)
};

export const form_booking_sending = /** @type {(inputs: Form_Booking_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending request…`)
};

export const form_booking_submit = /** @type {(inputs: Form_Booking_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Ambulance`)
};

export const form_booking_title = /** @type {(inputs: Form_Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request an Ambulance`)
};

export const form_call_phone = /** @type {(inputs: Form_Call_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.phone}`)
};

export const form_contact_call = /** @type {(inputs: Form_Contact_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call`)
};

export const form_failed = /** @type {(inputs: Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not send your request. Please try again, or call us now.`)
};

export const form_label_date_time = /** @type {(inputs: Form_Label_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date & Time`)
};

export const form_label_destination = /** @type {(inputs: Form_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination`)
};

export const form_label_email = /** @type {(inputs: Form_Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const form_label_full_name = /** @type {(inputs: Form_Label_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full Name`)
};

export const form_label_message = /** @type {(inputs: Form_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

export const form_label_name = /** @type {(inputs: Form_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const form_label_notes = /** @type {(inputs: Form_Label_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Additional Notes`)
};

export const form_label_phone = /** @type {(inputs: Form_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone Number`)
};

export const form_label_phone_optional = /** @type {(inputs: Form_Label_Phone_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone (optional)`)
};

export const form_label_pickup_address = /** @type {(inputs: Form_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup Address`)
};

export const form_label_preferred_contact = /** @type {(inputs: Form_Label_Preferred_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferred contact`)
};

export const form_label_service_type = /** @type {(inputs: Form_Label_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service Type`)
};

export const form_location_added = /** @type {(inputs: Form_Location_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Location added (within ${i?.metres} m). It is sent with your request.`)
};

export const form_location_denied = /** @type {(inputs: Form_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location not shared. You can still send the request with the address.`)
};

export const form_location_failed = /** @type {(inputs: Form_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not find your location. You can still send the request with the address.`)
};

export const form_location_finding = /** @type {(inputs: Form_Location_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding your location…`)
};

export const form_message_sending = /** @type {(inputs: Form_Message_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

export const form_message_submit = /** @type {(inputs: Form_Message_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Message`)
};

export const form_message_title = /** @type {(inputs: Form_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Us a Message`)
};

export const form_select_service_type = /** @type {(inputs: Form_Select_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select service type`)
};

export const form_service_als = /** @type {(inputs: Form_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS Ambulance`)
};

export const form_service_basic = /** @type {(inputs: Form_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BLS Ambulance`)
};

export const form_service_cardiac = /** @type {(inputs: Form_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardiac Ambulance`)
};

export const form_service_emergency = /** @type {(inputs: Form_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergency Ambulance`)
};

export const form_service_event = /** @type {(inputs: Form_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Standby`)
};

export const form_service_funeral = /** @type {(inputs: Form_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funeral / Mortuary Transfer`)
};

export const form_service_icu = /** @type {(inputs: Form_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU Ambulance`)
};

export const form_service_neonatal = /** @type {(inputs: Form_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neonatal Ambulance`)
};

export const form_service_transfer = /** @type {(inputs: Form_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patient Transfer`)
};

export const form_use_location = /** @type {(inputs: Form_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use my current location`)
};

export const helpline_areas_text = /** @type {(inputs: Helpline_Areas_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From our base in ${i?.locality}, across Bengaluru. Looking for the nearest ambulance? See <near>ambulance near me</near>.`)
};

export const helpline_from_india = /** @type {(inputs: Helpline_From_IndiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From a phone in India`)
};

export const helpline_heading = /** @type {(inputs: Helpline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance Helpline Number, Bengaluru`)
};

export const helpline_international = /** @type {(inputs: Helpline_InternationalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`International form`)
};

export const helpline_lead = /** @type {(inputs: Helpline_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answered 24 hours a day, 7 days a week, 365 days a year: for emergencies and for bookings.`)
};

export const helpline_meta_description = /** @type {(inputs: Helpline_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our 24x7 ambulance helpline for Bengaluru: the number to call, when to call it, what to tell the call-taker, and how to reach us on WhatsApp.`)
};

export const helpline_meta_title = /** @type {(inputs: Helpline_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance Helpline Number Bengaluru | 24x7 Emergency Line`)
};

export const helpline_not_urgent = /** @type {(inputs: Helpline_Not_UrgentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not urgent? <book>Send a booking request</book>: ${i?.callback}`)
};

export const helpline_tell_1 = /** @type {(inputs: Helpline_Tell_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the patient is: the full address and a landmark nearby.`)
};

export const helpline_tell_2 = /** @type {(inputs: Helpline_Tell_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A phone number we can reach you on.`)
};

export const helpline_tell_3 = /** @type {(inputs: Helpline_Tell_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happened, and how the patient is now: awake, breathing, bleeding.`)
};

export const helpline_tell_4 = /** @type {(inputs: Helpline_Tell_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The patient's age and any condition you know of.`)
};

export const helpline_tell_5 = /** @type {(inputs: Helpline_Tell_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which hospital the patient should go to, if you know.`)
};

export const helpline_tell_after = /** @type {(inputs: Helpline_Tell_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Then keep your phone free and close by: the crew may call you for directions.`)
};

export const helpline_tell_heading = /** @type {(inputs: Helpline_Tell_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What to tell the call-taker`)
};

export const helpline_whatsapp_heading = /** @type {(inputs: Helpline_Whatsapp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot talk? Use WhatsApp`)
};

export const helpline_whatsapp_text = /** @type {(inputs: Helpline_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message us with the patient's location (share it from WhatsApp if you can) and what has happened. We reply on the same chat.`)
};

export const helpline_when_1 = /** @type {(inputs: Helpline_When_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone is unconscious, has trouble breathing or has chest pain.`)
};

export const helpline_when_2 = /** @type {(inputs: Helpline_When_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After a road accident, a fall or any serious injury.`)
};

export const helpline_when_3 = /** @type {(inputs: Helpline_When_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sudden weakness, confusion, or difficulty speaking.`)
};

export const helpline_when_4 = /** @type {(inputs: Helpline_When_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A critically ill patient needs an ICU ambulance or a transfer between hospitals.`)
};

export const helpline_when_5 = /** @type {(inputs: Helpline_When_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To book a planned trip: a hospital discharge, a check-up, an intercity or a funeral transfer.`)
};

export const helpline_when_heading = /** @type {(inputs: Helpline_When_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When to call`)
};

export const helpline_when_unsure = /** @type {(inputs: Helpline_When_UnsureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you are not sure what is needed, call anyway: the call-taker will help you decide.`)
};

export const home_book_heading = /** @type {(inputs: Home_Book_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book an Ambulance`)
};

export const home_contact_text = /** @type {(inputs: Home_Contact_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For an emergency, call <tel>${i?.phone}</tel> now. For a planned trip, send a request below.`)
};

export const home_faq_heading = /** @type {(inputs: Home_Faq_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frequently Asked Questions`)
};

export const home_fleet_heading = /** @type {(inputs: Home_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Fleet`)
};

export const home_fleet_text = /** @type {(inputs: Home_Fleet_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ambulances} ambulances and ${i?.vehicles} vehicles in total, every one sanitized and GPS tracked. Choose a category, and select a picture to enlarge it.`)
};

export const home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24/7 ambulance service in Bengaluru: emergency, ICU, cardiac, neonatal and patient transfer ambulances with trained paramedics. Call or book online.`)
};

export const home_meta_title = /** @type {(inputs: Home_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance Service in Bengaluru | 24/7 Emergency & ICU Ambulance`)
};

export const home_rating = /** @type {(inputs: Home_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.value} out of ${i?.best} from ${i?.count} reviews`)
};

export const home_reviews_label = /** @type {(inputs: Home_Reviews_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

export const home_reviews_link = /** @type {(inputs: Home_Reviews_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read all reviews (opens in a new tab)`)
};

export const home_reviews_next = /** @type {(inputs: Home_Reviews_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next reviews`)
};

export const home_reviews_previous = /** @type {(inputs: Home_Reviews_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous reviews`)
};

export const home_reviews_track = /** @type {(inputs: Home_Reviews_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patient and family reviews`)
};

export const home_services_heading = /** @type {(inputs: Home_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Ambulance Services`)
};

export const home_services_text = /** @type {(inputs: Home_Services_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From emergencies to planned transfers: the right vehicle and crew for every need, 24x7.`)
};

export const home_slide_go = /** @type {(inputs: Home_Slide_GoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Go to slide ${i?.n}`)
};

export const home_slide_next = /** @type {(inputs: Home_Slide_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next slide`)
};

export const home_slide_of = /** @type {(inputs: Home_Slide_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} of ${i?.count}`)
};

export const home_slide_previous = /** @type {(inputs: Home_Slide_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous slide`)
};

export const home_slider_label = /** @type {(inputs: Home_Slider_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our ambulances`)
};

export const home_slideshow_pause = /** @type {(inputs: Home_Slideshow_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause slideshow`)
};

export const home_slideshow_play = /** @type {(inputs: Home_Slideshow_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play slideshow`)
};

export const home_testimonials_heading = /** @type {(inputs: Home_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Families Say`)
};

export const home_why_heading = /** @type {(inputs: Home_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Choose Us`)
};

export const landing_book_text = /** @type {(inputs: Landing_Book_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In an emergency, call <tel>${i?.phone}</tel> now. Otherwise send a request: ${i?.callback}`)
};

export const landing_coverage_heading = /** @type {(inputs: Landing_Coverage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulances Across Bengaluru`)
};

export const landing_coverage_text = /** @type {(inputs: Landing_Coverage_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From our base in ${i?.locality} we serve these areas and the rest of Bengaluru. Wherever you are, one call on <tel>${i?.phone}</tel> sends help.`)
};

export const landing_fleet_heading = /** @type {(inputs: Landing_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the Right Ambulance`)
};

export const landing_fleet_text = /** @type {(inputs: Landing_Fleet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every vehicle is sanitized and GPS tracked, with a trained crew on board.`)
};

export const landing_learn_more = /** @type {(inputs: Landing_Learn_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Learn more about ${i?.title}`)
};

export const landing_meta_description = /** @type {(inputs: Landing_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need an ambulance near you in Bengaluru? Call or WhatsApp our 24x7 helpline: emergency, ICU and patient transfer ambulances with trained paramedics.`)
};

export const landing_meta_title = /** @type {(inputs: Landing_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance Near Me in Bengaluru | 24x7, 3-Minute Average Response`)
};

export const landing_offer_catalog = /** @type {(inputs: Landing_Offer_CatalogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance services`)
};

export const landing_specialised = /** @type {(inputs: Landing_SpecialisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specialised services`)
};

export const landing_testimonials_heading = /** @type {(inputs: Landing_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Our Patients Say`)
};

export const landing_whole_fleet = /** @type {(inputs: Landing_Whole_FleetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See our whole fleet`)
};

export const landing_why_heading = /** @type {(inputs: Landing_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Families Choose Us`)
};

export const landing_why_text = /** @type {(inputs: Landing_Why_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A private ambulance service in Bengaluru since 2015. <about>More about us</about>`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is also in English`)
};

export const legal_contact_heading = /** @type {(inputs: Legal_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const legal_contact_line = /** @type {(inputs: Legal_Contact_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business}, ${i?.street}, ${i?.locality}, ${i?.city} ${i?.postal}. Phone <tel>${i?.phone}</tel>, e-mail <mail>${i?.email}</mail>.`)
};

export const legal_privacy_choices = /** @type {(inputs: Legal_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To see, correct or delete what we hold about you, contact us:`)
};

export const legal_privacy_choices_heading = /** @type {(inputs: Legal_Privacy_Choices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choices`)
};

export const legal_privacy_collect_1 = /** @type {(inputs: Legal_Privacy_Collect_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When you send a booking request we receive your name, phone number, pickup address and, if you give them, the destination, service type, date and time, notes and how you prefer to be contacted. When you send a message we receive your name, e-mail address, message and, if you give it, your phone number.`)
};

export const legal_privacy_collect_2 = /** @type {(inputs: Legal_Privacy_Collect_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To stop the forms being misused, we count the requests sent from each internet address for ten minutes. Our pages use no tracking or advertising scripts; where a page shows a map, the map comes from Google Maps, whose own privacy policy applies to it.`)
};

export const legal_privacy_collect_heading = /** @type {(inputs: Legal_Privacy_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we collect`)
};

export const legal_privacy_meta_description = /** @type {(inputs: Legal_Privacy_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the ambulance booking and contact forms collect, why, who sees it, and how to have it corrected or deleted.`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

export const legal_privacy_use = /** @type {(inputs: Legal_Privacy_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only to arrange the ambulance you asked for, to reply to your message, and to keep a record of the bookings we handle.`)
};

export const legal_privacy_use_heading = /** @type {(inputs: Legal_Privacy_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why we use it`)
};

export const legal_privacy_who = /** @type {(inputs: Legal_Privacy_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our staff, through our booking dashboard, which needs a staff sign-in.`)
};

export const legal_privacy_who_heading = /** @type {(inputs: Legal_Privacy_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who sees it`)
};

export const legal_terms_emergency = /** @type {(inputs: Legal_Terms_EmergencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In an emergency, do not wait for a reply to a form: call our 24x7 helpline on <tel>${i?.phone}</tel>.`)
};

export const legal_terms_emergency_heading = /** @type {(inputs: Legal_Terms_Emergency_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergencies`)
};

export const legal_terms_info = /** @type {(inputs: Legal_Terms_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pages describe our services in general. They are not medical advice: ask a doctor about a patient's care.`)
};

export const legal_terms_info_heading = /** @type {(inputs: Legal_Terms_Info_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Information on this website`)
};

export const legal_terms_meta_description = /** @type {(inputs: Legal_Terms_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How booking requests made on this website work, what to do in an emergency, and how to reach us.`)
};

export const legal_terms_requests = /** @type {(inputs: Legal_Terms_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A request sent through this website is not yet a confirmed booking: our team confirms it with you by phone or WhatsApp.`)
};

export const legal_terms_requests_heading = /** @type {(inputs: Legal_Terms_Requests_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking requests`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Service`)
};

export const msg_cancelled = /** @type {(inputs: Msg_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ambulance booking${i?.ref} has been cancelled. If you still need an ambulance, call us any time.`)
};

export const msg_completed = /** @type {(inputs: Msg_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ambulance trip${i?.ref} is complete. Thank you for trusting us; we wish you a quick recovery.`)
};

export const msg_confirmed = /** @type {(inputs: Msg_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ambulance booking${i?.ref} is confirmed for ${i?.when} from ${i?.pickup}.`)
};

export const msg_driver = /** @type {(inputs: Msg_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Driver: ${i?.driver}.`)
};

export const msg_driver_with_phone = /** @type {(inputs: Msg_Driver_With_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Driver: ${i?.driver}, ${i?.phone}.`)
};

export const msg_follow_live = /** @type {(inputs: Msg_Follow_LiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Follow it live: ${i?.url}`)
};

export const msg_hello = /** @type {(inputs: Msg_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello ${i?.name}, this is ${i?.business}.`)
};

export const msg_helpline = /** @type {(inputs: Msg_HelplineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Helpline 24x7: ${i?.phone}.`)
};

export const msg_in_progress = /** @type {(inputs: Msg_In_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ambulance is on the way to ${i?.pickup}.`)
};

export const msg_pending = /** @type {(inputs: Msg_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have received your ambulance request${i?.ref} for pickup from ${i?.pickup}. We will call you back within 5 minutes. In an emergency, call us now.`)
};

export const msg_reference = /** @type {(inputs: Msg_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ref. ${i?.reference}`)
};

export const msg_vehicle = /** @type {(inputs: Msg_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ambulance: ${i?.vehicle}.`)
};

export const msg_vehicle_to_come = /** @type {(inputs: Msg_Vehicle_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will send you the ambulance and driver details shortly.`)
};

export const nav_about = /** @type {(inputs: Nav_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Us`)
};

export const nav_all_services = /** @type {(inputs: Nav_All_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All services`)
};

export const nav_book_whatsapp = /** @type {(inputs: Nav_Book_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book on WhatsApp`)
};

export const nav_call = /** @type {(inputs: Nav_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.phone}`)
};

export const nav_call_hidden = /** @type {(inputs: Nav_Call_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call `)
};

export const nav_contact = /** @type {(inputs: Nav_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const nav_contact_us = /** @type {(inputs: Nav_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Us`)
};

export const nav_emergency_call = /** @type {(inputs: Nav_Emergency_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emergency Call: ${i?.phone}`)
};

export const nav_fleet = /** @type {(inputs: Nav_FleetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fleet`)
};

export const nav_home = /** @type {(inputs: Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const nav_menu_close = /** @type {(inputs: Nav_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

export const nav_menu_open = /** @type {(inputs: Nav_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

export const nav_mobile = /** @type {(inputs: Nav_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

export const nav_services = /** @type {(inputs: Nav_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

export const receipt_booking_thanks = /** @type {(inputs: Receipt_Booking_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your request has been received.`)
};

export const receipt_callback_promise = /** @type {(inputs: Receipt_Callback_PromiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will contact you within 5 minutes.`)
};

export const receipt_copy_failed = /** @type {(inputs: Receipt_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy: press and hold the button above to copy the link.`)
};

export const receipt_copy_link = /** @type {(inputs: Receipt_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

export const receipt_follow_live = /** @type {(inputs: Receipt_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow your request live`)
};

export const receipt_link_copied = /** @type {(inputs: Receipt_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied. Paste it in a message to your family.`)
};

export const receipt_link_private = /** @type {(inputs: Receipt_Link_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep this link private; it works until 24 hours after your booking ends.`)
};

export const receipt_message_next = /** @type {(inputs: Receipt_Message_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will reply by e-mail or phone.`)
};

export const receipt_message_thanks = /** @type {(inputs: Receipt_Message_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your message has been sent.`)
};

export const receipt_reference = /** @type {(inputs: Receipt_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reference: ${i?.reference}`)
};

export const receipt_request_with_us = /** @type {(inputs: Receipt_Request_With_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your request ${i?.reference} is with us.`)
};

export const receipt_share = /** @type {(inputs: Receipt_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

export const receipt_share_title = /** @type {(inputs: Receipt_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow the ambulance request`)
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

export const site_address = /** @type {(inputs: Site_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const site_areas_heading = /** @type {(inputs: Site_Areas_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Areas We Cover`)
};

export const site_book_whatsapp = /** @type {(inputs: Site_Book_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book via WhatsApp`)
};

export const site_call_now = /** @type {(inputs: Site_Call_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call Now: ${i?.phone}`)
};

export const site_callback = /** @type {(inputs: Site_CallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will contact you within 5 minutes.`)
};

export const site_email = /** @type {(inputs: Site_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const site_find_us = /** @type {(inputs: Site_Find_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Us`)
};

export const site_helpline_24x7 = /** @type {(inputs: Site_Helpline_24x7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 helpline`)
};

export const site_hours = /** @type {(inputs: Site_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
};

export const site_map_title = /** @type {(inputs: Site_Map_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Map of our base in ${i?.locality}, ${i?.city}`)
};

export const site_open_maps = /** @type {(inputs: Site_Open_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Google Maps (new tab)`)
};

export const site_rated = /** @type {(inputs: Site_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.rating} out of 5`)
};

export const site_reach_us = /** @type {(inputs: Site_Reach_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach us`)
};

export const site_record = /** @type {(inputs: Site_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our record`)
};

export const site_whatsapp_chat = /** @type {(inputs: Site_Whatsapp_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat on WhatsApp (new tab)`)
};

export const skip_link = /** @type {(inputs: Skip_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const track_away_hours = /** @type {(inputs: Track_Away_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.hours} h away`)
};

export const track_away_hours_minutes = /** @type {(inputs: Track_Away_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.hours} h ${i?.minutes} min away`)
};

export const track_away_minutes = /** @type {(inputs: Track_Away_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.minutes} min away`)
};

export const track_booking_reference = /** @type {(inputs: Track_Booking_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booking ${i?.reference}`)
};

export const track_call_driver = /** @type {(inputs: Track_Call_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.driver}`)
};

export const track_call_helpline = /** @type {(inputs: Track_Call_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call helpline`)
};

export const track_call_our_helpline = /** @type {(inputs: Track_Call_Our_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call our helpline`)
};

export const track_call_the_driver = /** @type {(inputs: Track_Call_The_DriverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call the driver`)
};

export const track_driver = /** @type {(inputs: Track_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`driver ${i?.driver}`)
};

export const track_expired_text = /** @type {(inputs: Track_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking links stop working 24 hours after the booking ends. For anything about this booking, call our 24x7 helpline.`)
};

export const track_expired_title = /** @type {(inputs: Track_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking link has expired`)
};

export const track_keep_private = /** @type {(inputs: Track_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep this link private: anyone who has it can follow this booking until 24 hours after it ends.`)
};

export const track_live_connected = /** @type {(inputs: Track_Live_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live: this page updates by itself.`)
};

export const track_live_copy_link = /** @type {(inputs: Track_Live_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

export const track_live_link_copied = /** @type {(inputs: Track_Live_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied.`)
};

export const track_live_reconnecting = /** @type {(inputs: Track_Live_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconnecting… this page refreshes itself if the connection stays down.`)
};

export const track_live_refreshes = /** @type {(inputs: Track_Live_RefreshesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page refreshes itself every 30 seconds.`)
};

export const track_live_share = /** @type {(inputs: Track_Live_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

export const track_map_pickup = /** @type {(inputs: Track_Map_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup point`)
};

export const track_not_found_text = /** @type {(inputs: Track_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check that the whole link was copied. For anything about your booking, call our 24x7 helpline.`)
};

export const track_not_found_title = /** @type {(inputs: Track_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking link does not work`)
};

export const track_position_imprecise = /** @type {(inputs: Track_Position_ImpreciseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`location not precise enough for an estimate`)
};

export const track_position_location = /** @type {(inputs: Track_Position_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`location ${i?.age}`)
};

export const track_service_air = /** @type {(inputs: Track_Service_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Air Ambulance`)
};

export const track_service_als = /** @type {(inputs: Track_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS Ambulance`)
};

export const track_service_basic = /** @type {(inputs: Track_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basic Life Support`)
};

export const track_service_cardiac = /** @type {(inputs: Track_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardiac Ambulance`)
};

export const track_service_corporate = /** @type {(inputs: Track_Service_CorporateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corporate`)
};

export const track_service_emergency = /** @type {(inputs: Track_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergency Ambulance`)
};

export const track_service_event = /** @type {(inputs: Track_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Standby`)
};

export const track_service_funeral = /** @type {(inputs: Track_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funeral / Mortuary Transfer`)
};

export const track_service_icu = /** @type {(inputs: Track_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU Ambulance`)
};

export const track_service_intercity = /** @type {(inputs: Track_Service_IntercityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intercity Transfer`)
};

export const track_service_neonatal = /** @type {(inputs: Track_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neonatal Ambulance`)
};

export const track_service_transfer = /** @type {(inputs: Track_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patient Transfer`)
};

export const track_stage_assigned = /** @type {(inputs: Track_Stage_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance assigned`)
};

export const track_stage_at_destination = /** @type {(inputs: Track_Stage_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reached the destination`)
};

export const track_stage_at_pickup = /** @type {(inputs: Track_Stage_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance arrived`)
};

export const track_stage_cancelled = /** @type {(inputs: Track_Stage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking cancelled`)
};

export const track_stage_completed = /** @type {(inputs: Track_Stage_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

export const track_stage_confirmed = /** @type {(inputs: Track_Stage_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking confirmed`)
};

export const track_stage_on_board = /** @type {(inputs: Track_Stage_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patient on board`)
};

export const track_stage_on_the_way = /** @type {(inputs: Track_Stage_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance on the way`)
};

export const track_stage_received = /** @type {(inputs: Track_Stage_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request received`)
};

export const track_text_assigned = /** @type {(inputs: Track_Text_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An ambulance and its driver are assigned to you.`)
};

export const track_text_at_destination = /** @type {(inputs: Track_Text_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ambulance has reached the destination.`)
};

export const track_text_at_pickup = /** @type {(inputs: Track_Text_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ambulance has reached the pickup address.`)
};

export const track_text_cancelled = /** @type {(inputs: Track_Text_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking was cancelled. If you still need an ambulance, call our 24x7 helpline now.`)
};

export const track_text_completed = /** @type {(inputs: Track_Text_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trip is complete. We wish the patient a quick recovery.`)
};

export const track_text_confirmed = /** @type {(inputs: Track_Text_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team has confirmed your booking and is assigning an ambulance.`)
};

export const track_text_on_board = /** @type {(inputs: Track_Text_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The patient is in the ambulance with our crew.`)
};

export const track_text_on_the_way = /** @type {(inputs: Track_Text_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ambulance is on its way to the pickup address.`)
};

export const track_text_received = /** @type {(inputs: Track_Text_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have your request. Our team will call you within 5 minutes.`)
};

export const track_title_booking = /** @type {(inputs: Track_Title_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`booking ${i?.reference}`)
};

export const track_too_many_text = /** @type {(inputs: Track_Too_Many_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please wait a few minutes and try again, or call our 24x7 helpline.`)
};

export const track_too_many_title = /** @type {(inputs: Track_Too_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts`)
};

export const track_updated_minutes = /** @type {(inputs: Track_Updated_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`updated ${i?.minutes} min ago`)
};

export const track_updated_seconds = /** @type {(inputs: Track_Updated_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`updated ${i?.seconds} s ago`)
};

export const track_updates_by_itself = /** @type {(inputs: Track_Updates_By_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page updates by itself.`)
};

export const track_vehicle = /** @type {(inputs: Track_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vehicle ${i?.number}`)
};

export const track_where_ambulance = /** @type {(inputs: Track_Where_AmbulanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance`)
};

export const track_where_at_pickup = /** @type {(inputs: Track_Where_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance at the pickup point`)
};

export const track_where_on_board = /** @type {(inputs: Track_Where_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the way to the destination`)
};

export const validation_date_time = /** @type {(inputs: Validation_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date and time from now on (within a year)`)
};

export const validation_email_invalid = /** @type {(inputs: Validation_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

export const validation_email_too_long = /** @type {(inputs: Validation_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Email must be at most ${i?.max} characters`)
};

export const validation_label_destination = /** @type {(inputs: Validation_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination`)
};

export const validation_label_full_name = /** @type {(inputs: Validation_Label_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full name`)
};

export const validation_label_message = /** @type {(inputs: Validation_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

export const validation_label_name = /** @type {(inputs: Validation_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const validation_label_notes = /** @type {(inputs: Validation_Label_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Additional notes`)
};

export const validation_label_pickup_address = /** @type {(inputs: Validation_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup address`)
};

export const validation_location_pair = /** @type {(inputs: Validation_Location_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A location needs both latitude and longitude`)
};

export const validation_phone_invalid = /** @type {(inputs: Validation_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid Indian phone number, e.g. 98765 43210`)
};

export const validation_phone_required = /** @type {(inputs: Validation_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number is required`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is required`)
};

export const validation_service_type = /** @type {(inputs: Validation_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a service type`)
};

export const validation_too_long = /** @type {(inputs: Validation_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be at most ${i?.max} characters`)
};

export const validation_too_short = /** @type {(inputs: Validation_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be at least ${i?.min} characters`)
};