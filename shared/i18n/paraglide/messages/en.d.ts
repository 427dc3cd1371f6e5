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
export const about_fleet_heading: (inputs: About_Fleet_HeadingInputs) => LocalizedString;
export const about_fleet_text: (inputs: About_Fleet_TextInputs) => LocalizedString;
export const about_heading: (inputs: About_HeadingInputs) => LocalizedString;
export const about_hero_text: (inputs: About_Hero_TextInputs) => LocalizedString;
export const about_licensed_heading: (inputs: About_Licensed_HeadingInputs) => LocalizedString;
export const about_licensed_text: (inputs: About_Licensed_TextInputs) => LocalizedString;
export const about_meta_description: (inputs: About_Meta_DescriptionInputs) => LocalizedString;
export const about_meta_title: (inputs: About_Meta_TitleInputs) => LocalizedString;
export const about_reach_text: (inputs: About_Reach_TextInputs) => LocalizedString;
export const about_team_heading: (inputs: About_Team_HeadingInputs) => LocalizedString;
export const about_team_text: (inputs: About_Team_TextInputs) => LocalizedString;
export const about_what_heading: (inputs: About_What_HeadingInputs) => LocalizedString;
export const about_what_text: (inputs: About_What_TextInputs) => LocalizedString;
export const about_where_heading: (inputs: About_Where_HeadingInputs) => LocalizedString;
export const about_where_text: (inputs: About_Where_TextInputs) => LocalizedString;
export const about_who_heading: (inputs: About_Who_HeadingInputs) => LocalizedString;
export const about_who_text: (inputs: About_Who_TextInputs) => LocalizedString;
export const contact_coverage_text: (inputs: Contact_Coverage_TextInputs) => LocalizedString;
export const contact_email_text: (inputs: Contact_Email_TextInputs) => LocalizedString;
export const contact_forms_heading: (inputs: Contact_Forms_HeadingInputs) => LocalizedString;
export const contact_forms_text: (inputs: Contact_Forms_TextInputs) => LocalizedString;
export const contact_heading: (inputs: Contact_HeadingInputs) => LocalizedString;
export const contact_hero_text: (inputs: Contact_Hero_TextInputs) => LocalizedString;
export const contact_hotline_text: (inputs: Contact_Hotline_TextInputs) => LocalizedString;
export const contact_hotline_title: (inputs: Contact_Hotline_TitleInputs) => LocalizedString;
export const contact_hours_text: (inputs: Contact_Hours_TextInputs) => LocalizedString;
export const contact_location_title: (inputs: Contact_Location_TitleInputs) => LocalizedString;
export const contact_meta_description: (inputs: Contact_Meta_DescriptionInputs) => LocalizedString;
export const contact_meta_title: (inputs: Contact_Meta_TitleInputs) => LocalizedString;
export const contact_reach_label: (inputs: Contact_Reach_LabelInputs) => LocalizedString;
export const contact_whatsapp_text: (inputs: Contact_Whatsapp_TextInputs) => LocalizedString;
export const error_not_found_text: (inputs: Error_Not_Found_TextInputs) => LocalizedString;
export const error_not_found_title: (inputs: Error_Not_Found_TitleInputs) => LocalizedString;
export const error_return_home: (inputs: Error_Return_HomeInputs) => LocalizedString;
export const error_unexpected: (inputs: Error_UnexpectedInputs) => LocalizedString;
export const fleet_categories_heading: (inputs: Fleet_Categories_HeadingInputs) => LocalizedString;
export const fleet_categories_text: (inputs: Fleet_Categories_TextInputs) => LocalizedString;
export const fleet_category_basic: (inputs: Fleet_Category_BasicInputs) => LocalizedString;
export const fleet_category_exterior: (inputs: Fleet_Category_ExteriorInputs) => LocalizedString;
export const fleet_category_interior: (inputs: Fleet_Category_InteriorInputs) => LocalizedString;
export const fleet_category_service: (inputs: Fleet_Category_ServiceInputs) => LocalizedString;
export const fleet_close: (inputs: Fleet_CloseInputs) => LocalizedString;
export const fleet_cta: (inputs: Fleet_CtaInputs) => LocalizedString;
export const fleet_enlarge: (inputs: Fleet_EnlargeInputs) => LocalizedString;
export const fleet_features_heading: (inputs: Fleet_Features_HeadingInputs) => LocalizedString;
export const fleet_filter_all: (inputs: Fleet_Filter_AllInputs) => LocalizedString;
export const fleet_filter_label: (inputs: Fleet_Filter_LabelInputs) => LocalizedString;
export const fleet_gallery_heading: (inputs: Fleet_Gallery_HeadingInputs) => LocalizedString;
export const fleet_gallery_text: (inputs: Fleet_Gallery_TextInputs) => LocalizedString;
export const fleet_heading: (inputs: Fleet_HeadingInputs) => LocalizedString;
export const fleet_hero_text: (inputs: Fleet_Hero_TextInputs) => LocalizedString;
export const fleet_meta_description: (inputs: Fleet_Meta_DescriptionInputs) => LocalizedString;
export const fleet_meta_title: (inputs: Fleet_Meta_TitleInputs) => LocalizedString;
export const fleet_next_picture: (inputs: Fleet_Next_PictureInputs) => LocalizedString;
export const fleet_on_board: (inputs: Fleet_On_BoardInputs) => LocalizedString;
export const fleet_pictures_shown: (inputs: Fleet_Pictures_ShownInputs) => LocalizedString;
export const fleet_previous_picture: (inputs: Fleet_Previous_PictureInputs) => LocalizedString;
export const fleet_total_heading: (inputs: Fleet_Total_HeadingInputs) => LocalizedString;
export const fleet_total_text: (inputs: Fleet_Total_TextInputs) => LocalizedString;
export const footer_about: (inputs: Footer_AboutInputs) => LocalizedString;
export const footer_book_online: (inputs: Footer_Book_OnlineInputs) => LocalizedString;
export const footer_company: (inputs: Footer_CompanyInputs) => LocalizedString;
export const footer_contact: (inputs: Footer_ContactInputs) => LocalizedString;
export const footer_copyright: (inputs: Footer_CopyrightInputs) => LocalizedString;
export const footer_email: (inputs: Footer_EmailInputs) => LocalizedString;
export const footer_emergency_line: (inputs: Footer_Emergency_LineInputs) => LocalizedString;
export const footer_helpline: (inputs: Footer_HelplineInputs) => LocalizedString;
export const footer_hours: (inputs: Footer_HoursInputs) => LocalizedString;
export const footer_quick: (inputs: Footer_QuickInputs) => LocalizedString;
export const footer_sitemap: (inputs: Footer_SitemapInputs) => LocalizedString;
export const footer_whatsapp_label: (inputs: Footer_Whatsapp_LabelInputs) => LocalizedString;
export const form_booking_sending: (inputs: Form_Booking_SendingInputs) => LocalizedString;
export const form_booking_submit: (inputs: Form_Booking_SubmitInputs) => LocalizedString;
export const form_booking_title: (inputs: Form_Booking_TitleInputs) => LocalizedString;
export const form_call_phone: (inputs: Form_Call_PhoneInputs) => LocalizedString;
export const form_contact_call: (inputs: Form_Contact_CallInputs) => LocalizedString;
export const form_failed: (inputs: Form_FailedInputs) => LocalizedString;
export const form_label_date_time: (inputs: Form_Label_Date_TimeInputs) => LocalizedString;
export const form_label_destination: (inputs: Form_Label_DestinationInputs) => LocalizedString;
export const form_label_email: (inputs: Form_Label_EmailInputs) => LocalizedString;
export const form_label_full_name: (inputs: Form_Label_Full_NameInputs) => LocalizedString;
export const form_label_message: (inputs: Form_Label_MessageInputs) => LocalizedString;
export const form_label_name: (inputs: Form_Label_NameInputs) => LocalizedString;
export const form_label_notes: (inputs: Form_Label_NotesInputs) => LocalizedString;
export const form_label_phone: (inputs: Form_Label_PhoneInputs) => LocalizedString;
export const form_label_phone_optional: (inputs: Form_Label_Phone_OptionalInputs) => LocalizedString;
export const form_label_pickup_address: (inputs: Form_Label_Pickup_AddressInputs) => LocalizedString;
export const form_label_preferred_contact: (inputs: Form_Label_Preferred_ContactInputs) => LocalizedString;
export const form_label_service_type: (inputs: Form_Label_Service_TypeInputs) => LocalizedString;
export const form_location_added: (inputs: Form_Location_AddedInputs) => LocalizedString;
export const form_location_denied: (inputs: Form_Location_DeniedInputs) => LocalizedString;
export const form_location_failed: (inputs: Form_Location_FailedInputs) => LocalizedString;
export const form_location_finding: (inputs: Form_Location_FindingInputs) => LocalizedString;
export const form_message_sending: (inputs: Form_Message_SendingInputs) => LocalizedString;
export const form_message_submit: (inputs: Form_Message_SubmitInputs) => LocalizedString;
export const form_message_title: (inputs: Form_Message_TitleInputs) => LocalizedString;
export const form_select_service_type: (inputs: Form_Select_Service_TypeInputs) => LocalizedString;
export const form_service_als: (inputs: Form_Service_AlsInputs) => LocalizedString;
export const form_service_basic: (inputs: Form_Service_BasicInputs) => LocalizedString;
export const form_service_cardiac: (inputs: Form_Service_CardiacInputs) => LocalizedString;
export const form_service_emergency: (inputs: Form_Service_EmergencyInputs) => LocalizedString;
export const form_service_event: (inputs: Form_Service_EventInputs) => LocalizedString;
export const form_service_funeral: (inputs: Form_Service_FuneralInputs) => LocalizedString;
export const form_service_icu: (inputs: Form_Service_IcuInputs) => LocalizedString;
export const form_service_neonatal: (inputs: Form_Service_NeonatalInputs) => LocalizedString;
export const form_service_transfer: (inputs: Form_Service_TransferInputs) => LocalizedString;
export const form_use_location: (inputs: Form_Use_LocationInputs) => LocalizedString;
export const helpline_areas_text: (inputs: Helpline_Areas_TextInputs) => LocalizedString;
export const helpline_from_india: (inputs: Helpline_From_IndiaInputs) => LocalizedString;
export const helpline_heading: (inputs: Helpline_HeadingInputs) => LocalizedString;
export const helpline_international: (inputs: Helpline_InternationalInputs) => LocalizedString;
export const helpline_lead: (inputs: Helpline_LeadInputs) => LocalizedString;
export const helpline_meta_description: (inputs: Helpline_Meta_DescriptionInputs) => LocalizedString;
export const helpline_meta_title: (inputs: Helpline_Meta_TitleInputs) => LocalizedString;
export const helpline_not_urgent: (inputs: Helpline_Not_UrgentInputs) => LocalizedString;
export const helpline_tell_1: (inputs: Helpline_Tell_1Inputs) => LocalizedString;
export const helpline_tell_2: (inputs: Helpline_Tell_2Inputs) => LocalizedString;
export const helpline_tell_3: (inputs: Helpline_Tell_3Inputs) => LocalizedString;
export const helpline_tell_4: (inputs: Helpline_Tell_4Inputs) => LocalizedString;
export const helpline_tell_5: (inputs: Helpline_Tell_5Inputs) => LocalizedString;
export const helpline_tell_after: (inputs: Helpline_Tell_AfterInputs) => LocalizedString;
export const helpline_tell_heading: (inputs: Helpline_Tell_HeadingInputs) => LocalizedString;
export const helpline_whatsapp_heading: (inputs: Helpline_Whatsapp_HeadingInputs) => LocalizedString;
export const helpline_whatsapp_text: (inputs: Helpline_Whatsapp_TextInputs) => LocalizedString;
export const helpline_when_1: (inputs: Helpline_When_1Inputs) => LocalizedString;
export const helpline_when_2: (inputs: Helpline_When_2Inputs) => LocalizedString;
export const helpline_when_3: (inputs: Helpline_When_3Inputs) => LocalizedString;
export const helpline_when_4: (inputs: Helpline_When_4Inputs) => LocalizedString;
export const helpline_when_5: (inputs: Helpline_When_5Inputs) => LocalizedString;
export const helpline_when_heading: (inputs: Helpline_When_HeadingInputs) => LocalizedString;
export const helpline_when_unsure: (inputs: Helpline_When_UnsureInputs) => LocalizedString;
export const home_book_heading: (inputs: Home_Book_HeadingInputs) => LocalizedString;
export const home_contact_text: (inputs: Home_Contact_TextInputs) => LocalizedString;
export const home_faq_heading: (inputs: Home_Faq_HeadingInputs) => LocalizedString;
export const home_fleet_heading: (inputs: Home_Fleet_HeadingInputs) => LocalizedString;
export const home_fleet_text: (inputs: Home_Fleet_TextInputs) => LocalizedString;
export const home_meta_description: (inputs: Home_Meta_DescriptionInputs) => LocalizedString;
export const home_meta_title: (inputs: Home_Meta_TitleInputs) => LocalizedString;
export const home_rating: (inputs: Home_RatingInputs) => LocalizedString;
export const home_reviews_label: (inputs: Home_Reviews_LabelInputs) => LocalizedString;
export const home_reviews_link: (inputs: Home_Reviews_LinkInputs) => LocalizedString;
export const home_reviews_next: (inputs: Home_Reviews_NextInputs) => LocalizedString;
export const home_reviews_previous: (inputs: Home_Reviews_PreviousInputs) => LocalizedString;
export const home_reviews_track: (inputs: Home_Reviews_TrackInputs) => LocalizedString;
export const home_services_heading: (inputs: Home_Services_HeadingInputs) => LocalizedString;
export const home_services_text: (inputs: Home_Services_TextInputs) => LocalizedString;
export const home_slide_go: (inputs: Home_Slide_GoInputs) => LocalizedString;
export const home_slide_next: (inputs: Home_Slide_NextInputs) => LocalizedString;
export const home_slide_of: (inputs: Home_Slide_OfInputs) => LocalizedString;
export const home_slide_previous: (inputs: Home_Slide_PreviousInputs) => LocalizedString;
export const home_slider_label: (inputs: Home_Slider_LabelInputs) => LocalizedString;
export const home_slideshow_pause: (inputs: Home_Slideshow_PauseInputs) => LocalizedString;
export const home_slideshow_play: (inputs: Home_Slideshow_PlayInputs) => LocalizedString;
export const home_testimonials_heading: (inputs: Home_Testimonials_HeadingInputs) => LocalizedString;
export const home_why_heading: (inputs: Home_Why_HeadingInputs) => LocalizedString;
export const landing_book_text: (inputs: Landing_Book_TextInputs) => LocalizedString;
export const landing_coverage_heading: (inputs: Landing_Coverage_HeadingInputs) => LocalizedString;
export const landing_coverage_text: (inputs: Landing_Coverage_TextInputs) => LocalizedString;
export const landing_fleet_heading: (inputs: Landing_Fleet_HeadingInputs) => LocalizedString;
export const landing_fleet_text: (inputs: Landing_Fleet_TextInputs) => LocalizedString;
export const landing_learn_more: (inputs: Landing_Learn_MoreInputs) => LocalizedString;
export const landing_meta_description: (inputs: Landing_Meta_DescriptionInputs) => LocalizedString;
export const landing_meta_title: (inputs: Landing_Meta_TitleInputs) => LocalizedString;
export const landing_offer_catalog: (inputs: Landing_Offer_CatalogInputs) => LocalizedString;
export const landing_specialised: (inputs: Landing_SpecialisedInputs) => LocalizedString;
export const landing_testimonials_heading: (inputs: Landing_Testimonials_HeadingInputs) => LocalizedString;
export const landing_whole_fleet: (inputs: Landing_Whole_FleetInputs) => LocalizedString;
export const landing_why_heading: (inputs: Landing_Why_HeadingInputs) => LocalizedString;
export const landing_why_text: (inputs: Landing_Why_TextInputs) => LocalizedString;
export const language_label: (inputs: Language_LabelInputs) => LocalizedString;
export const language_suggestion: (inputs: Language_SuggestionInputs) => LocalizedString;
export const legal_contact_heading: (inputs: Legal_Contact_HeadingInputs) => LocalizedString;
export const legal_contact_line: (inputs: Legal_Contact_LineInputs) => LocalizedString;
export const legal_privacy_choices: (inputs: Legal_Privacy_ChoicesInputs) => LocalizedString;
export const legal_privacy_choices_heading: (inputs: Legal_Privacy_Choices_HeadingInputs) => LocalizedString;
export const legal_privacy_collect_1: (inputs: Legal_Privacy_Collect_1Inputs) => LocalizedString;
export const legal_privacy_collect_2: (inputs: Legal_Privacy_Collect_2Inputs) => LocalizedString;
export const legal_privacy_collect_heading: (inputs: Legal_Privacy_Collect_HeadingInputs) => LocalizedString;
export const legal_privacy_meta_description: (inputs: Legal_Privacy_Meta_DescriptionInputs) => LocalizedString;
export const legal_privacy_title: (inputs: Legal_Privacy_TitleInputs) => LocalizedString;
export const legal_privacy_use: (inputs: Legal_Privacy_UseInputs) => LocalizedString;
export const legal_privacy_use_heading: (inputs: Legal_Privacy_Use_HeadingInputs) => LocalizedString;
export const legal_privacy_who: (inputs: Legal_Privacy_WhoInputs) => LocalizedString;
export const legal_privacy_who_heading: (inputs: Legal_Privacy_Who_HeadingInputs) => LocalizedString;
export const legal_terms_emergency: (inputs: Legal_Terms_EmergencyInputs) => LocalizedString;
export const legal_terms_emergency_heading: (inputs: Legal_Terms_Emergency_HeadingInputs) => LocalizedString;
export const legal_terms_info: (inputs: Legal_Terms_InfoInputs) => LocalizedString;
export const legal_terms_info_heading: (inputs: Legal_Terms_Info_HeadingInputs) => LocalizedString;
export const legal_terms_meta_description: (inputs: Legal_Terms_Meta_DescriptionInputs) => LocalizedString;
export const legal_terms_requests: (inputs: Legal_Terms_RequestsInputs) => LocalizedString;
export const legal_terms_requests_heading: (inputs: Legal_Terms_Requests_HeadingInputs) => LocalizedString;
export const legal_terms_title: (inputs: Legal_Terms_TitleInputs) => LocalizedString;
export const msg_cancelled: (inputs: Msg_CancelledInputs) => LocalizedString;
export const msg_completed: (inputs: Msg_CompletedInputs) => LocalizedString;
export const msg_confirmed: (inputs: Msg_ConfirmedInputs) => LocalizedString;
export const msg_driver: (inputs: Msg_DriverInputs) => LocalizedString;
export const msg_driver_with_phone: (inputs: Msg_Driver_With_PhoneInputs) => LocalizedString;
export const msg_follow_live: (inputs: Msg_Follow_LiveInputs) => LocalizedString;
export const msg_hello: (inputs: Msg_HelloInputs) => LocalizedString;
export const msg_helpline: (inputs: Msg_HelplineInputs) => LocalizedString;
export const msg_in_progress: (inputs: Msg_In_ProgressInputs) => LocalizedString;
export const msg_pending: (inputs: Msg_PendingInputs) => LocalizedString;
export const msg_reference: (inputs: Msg_ReferenceInputs) => LocalizedString;
export const msg_vehicle: (inputs: Msg_VehicleInputs) => LocalizedString;
export const msg_vehicle_to_come: (inputs: Msg_Vehicle_To_ComeInputs) => LocalizedString;
export const nav_about: (inputs: Nav_AboutInputs) => LocalizedString;
export const nav_all_services: (inputs: Nav_All_ServicesInputs) => LocalizedString;
export const nav_book_whatsapp: (inputs: Nav_Book_WhatsappInputs) => LocalizedString;
export const nav_call: (inputs: Nav_CallInputs) => LocalizedString;
export const nav_call_hidden: (inputs: Nav_Call_HiddenInputs) => LocalizedString;
export const nav_contact: (inputs: Nav_ContactInputs) => LocalizedString;
export const nav_contact_us: (inputs: Nav_Contact_UsInputs) => LocalizedString;
export const nav_emergency_call: (inputs: Nav_Emergency_CallInputs) => LocalizedString;
export const nav_fleet: (inputs: Nav_FleetInputs) => LocalizedString;
export const nav_home: (inputs: Nav_HomeInputs) => LocalizedString;
export const nav_main: (inputs: Nav_MainInputs) => LocalizedString;
export const nav_menu_close: (inputs: Nav_Menu_CloseInputs) => LocalizedString;
export const nav_menu_open: (inputs: Nav_Menu_OpenInputs) => LocalizedString;
export const nav_mobile: (inputs: Nav_MobileInputs) => LocalizedString;
export const nav_services: (inputs: Nav_ServicesInputs) => LocalizedString;
export const receipt_booking_thanks: (inputs: Receipt_Booking_ThanksInputs) => LocalizedString;
export const receipt_callback_promise: (inputs: Receipt_Callback_PromiseInputs) => LocalizedString;
export const receipt_copy_failed: (inputs: Receipt_Copy_FailedInputs) => LocalizedString;
export const receipt_copy_link: (inputs: Receipt_Copy_LinkInputs) => LocalizedString;
export const receipt_follow_live: (inputs: Receipt_Follow_LiveInputs) => LocalizedString;
export const receipt_link_copied: (inputs: Receipt_Link_CopiedInputs) => LocalizedString;
export const receipt_link_private: (inputs: Receipt_Link_PrivateInputs) => LocalizedString;
export const receipt_message_next: (inputs: Receipt_Message_NextInputs) => LocalizedString;
export const receipt_message_thanks: (inputs: Receipt_Message_ThanksInputs) => LocalizedString;
export const receipt_reference: (inputs: Receipt_ReferenceInputs) => LocalizedString;
export const receipt_request_with_us: (inputs: Receipt_Request_With_UsInputs) => LocalizedString;
export const receipt_share: (inputs: Receipt_ShareInputs) => LocalizedString;
export const receipt_share_title: (inputs: Receipt_Share_TitleInputs) => LocalizedString;
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
export const site_address: (inputs: Site_AddressInputs) => LocalizedString;
export const site_areas_heading: (inputs: Site_Areas_HeadingInputs) => LocalizedString;
export const site_book_whatsapp: (inputs: Site_Book_WhatsappInputs) => LocalizedString;
export const site_call_now: (inputs: Site_Call_NowInputs) => LocalizedString;
export const site_callback: (inputs: Site_CallbackInputs) => LocalizedString;
export const site_email: (inputs: Site_EmailInputs) => LocalizedString;
export const site_find_us: (inputs: Site_Find_UsInputs) => LocalizedString;
export const site_helpline_24x7: (inputs: Site_Helpline_24x7Inputs) => LocalizedString;
export const site_hours: (inputs: Site_HoursInputs) => LocalizedString;
export const site_map_title: (inputs: Site_Map_TitleInputs) => LocalizedString;
export const site_open_maps: (inputs: Site_Open_MapsInputs) => LocalizedString;
export const site_rated: (inputs: Site_RatedInputs) => LocalizedString;
export const site_reach_us: (inputs: Site_Reach_UsInputs) => LocalizedString;
export const site_record: (inputs: Site_RecordInputs) => LocalizedString;
export const site_whatsapp_chat: (inputs: Site_Whatsapp_ChatInputs) => LocalizedString;
export const skip_link: (inputs: Skip_LinkInputs) => LocalizedString;
export const track_away_hours: (inputs: Track_Away_HoursInputs) => LocalizedString;
export const track_away_hours_minutes: (inputs: Track_Away_Hours_MinutesInputs) => LocalizedString;
export const track_away_minutes: (inputs: Track_Away_MinutesInputs) => LocalizedString;
export const track_booking_reference: (inputs: Track_Booking_ReferenceInputs) => LocalizedString;
export const track_call_driver: (inputs: Track_Call_DriverInputs) => LocalizedString;
export const track_call_helpline: (inputs: Track_Call_HelplineInputs) => LocalizedString;
export const track_call_our_helpline: (inputs: Track_Call_Our_HelplineInputs) => LocalizedString;
export const track_call_the_driver: (inputs: Track_Call_The_DriverInputs) => LocalizedString;
export const track_driver: (inputs: Track_DriverInputs) => LocalizedString;
export const track_expired_text: (inputs: Track_Expired_TextInputs) => LocalizedString;
export const track_expired_title: (inputs: Track_Expired_TitleInputs) => LocalizedString;
export const track_keep_private: (inputs: Track_Keep_PrivateInputs) => LocalizedString;
export const track_live_connected: (inputs: Track_Live_ConnectedInputs) => LocalizedString;
export const track_live_copy_link: (inputs: Track_Live_Copy_LinkInputs) => LocalizedString;
export const track_live_link_copied: (inputs: Track_Live_Link_CopiedInputs) => LocalizedString;
export const track_live_reconnecting: (inputs: Track_Live_ReconnectingInputs) => LocalizedString;
export const track_live_refreshes: (inputs: Track_Live_RefreshesInputs) => LocalizedString;
export const track_live_share: (inputs: Track_Live_ShareInputs) => LocalizedString;
export const track_map_pickup: (inputs: Track_Map_PickupInputs) => LocalizedString;
export const track_not_found_text: (inputs: Track_Not_Found_TextInputs) => LocalizedString;
export const track_not_found_title: (inputs: Track_Not_Found_TitleInputs) => LocalizedString;
export const track_position_imprecise: (inputs: Track_Position_ImpreciseInputs) => LocalizedString;
export const track_position_location: (inputs: Track_Position_LocationInputs) => LocalizedString;
export const track_service_air: (inputs: Track_Service_AirInputs) => LocalizedString;
export const track_service_als: (inputs: Track_Service_AlsInputs) => LocalizedString;
export const track_service_basic: (inputs: Track_Service_BasicInputs) => LocalizedString;
export const track_service_cardiac: (inputs: Track_Service_CardiacInputs) => LocalizedString;
export const track_service_corporate: (inputs: Track_Service_CorporateInputs) => LocalizedString;
export const track_service_emergency: (inputs: Track_Service_EmergencyInputs) => LocalizedString;
export const track_service_event: (inputs: Track_Service_EventInputs) => LocalizedString;
export const track_service_funeral: (inputs: Track_Service_FuneralInputs) => LocalizedString;
export const track_service_icu: (inputs: Track_Service_IcuInputs) => LocalizedString;
export const track_service_intercity: (inputs: Track_Service_IntercityInputs) => LocalizedString;
export const track_service_neonatal: (inputs: Track_Service_NeonatalInputs) => LocalizedString;
export const track_service_transfer: (inputs: Track_Service_TransferInputs) => LocalizedString;
export const track_stage_assigned: (inputs: Track_Stage_AssignedInputs) => LocalizedString;
export const track_stage_at_destination: (inputs: Track_Stage_At_DestinationInputs) => LocalizedString;
export const track_stage_at_pickup: (inputs: Track_Stage_At_PickupInputs) => LocalizedString;
export const track_stage_cancelled: (inputs: Track_Stage_CancelledInputs) => LocalizedString;
export const track_stage_completed: (inputs: Track_Stage_CompletedInputs) => LocalizedString;
export const track_stage_confirmed: (inputs: Track_Stage_ConfirmedInputs) => LocalizedString;
export const track_stage_on_board: (inputs: Track_Stage_On_BoardInputs) => LocalizedString;
export const track_stage_on_the_way: (inputs: Track_Stage_On_The_WayInputs) => LocalizedString;
export const track_stage_received: (inputs: Track_Stage_ReceivedInputs) => LocalizedString;
export const track_text_assigned: (inputs: Track_Text_AssignedInputs) => LocalizedString;
export const track_text_at_destination: (inputs: Track_Text_At_DestinationInputs) => LocalizedString;
export const track_text_at_pickup: (inputs: Track_Text_At_PickupInputs) => LocalizedString;
export const track_text_cancelled: (inputs: Track_Text_CancelledInputs) => LocalizedString;
export const track_text_completed: (inputs: Track_Text_CompletedInputs) => LocalizedString;
export const track_text_confirmed: (inputs: Track_Text_ConfirmedInputs) => LocalizedString;
export const track_text_on_board: (inputs: Track_Text_On_BoardInputs) => LocalizedString;
export const track_text_on_the_way: (inputs: Track_Text_On_The_WayInputs) => LocalizedString;
export const track_text_received: (inputs: Track_Text_ReceivedInputs) => LocalizedString;
export const track_title_booking: (inputs: Track_Title_BookingInputs) => LocalizedString;
export const track_too_many_text: (inputs: Track_Too_Many_TextInputs) => LocalizedString;
export const track_too_many_title: (inputs: Track_Too_Many_TitleInputs) => LocalizedString;
export const track_updated_minutes: (inputs: Track_Updated_MinutesInputs) => LocalizedString;
export const track_updated_seconds: (inputs: Track_Updated_SecondsInputs) => LocalizedString;
export const track_updates_by_itself: (inputs: Track_Updates_By_ItselfInputs) => LocalizedString;
export const track_vehicle: (inputs: Track_VehicleInputs) => LocalizedString;
export const track_where_ambulance: (inputs: Track_Where_AmbulanceInputs) => LocalizedString;
export const track_where_at_pickup: (inputs: Track_Where_At_PickupInputs) => LocalizedString;
export const track_where_on_board: (inputs: Track_Where_On_BoardInputs) => LocalizedString;
export const validation_date_time: (inputs: Validation_Date_TimeInputs) => LocalizedString;
export const validation_email_invalid: (inputs: Validation_Email_InvalidInputs) => LocalizedString;
export const validation_email_too_long: (inputs: Validation_Email_Too_LongInputs) => LocalizedString;
export const validation_label_destination: (inputs: Validation_Label_DestinationInputs) => LocalizedString;
export const validation_label_full_name: (inputs: Validation_Label_Full_NameInputs) => LocalizedString;
export const validation_label_message: (inputs: Validation_Label_MessageInputs) => LocalizedString;
export const validation_label_name: (inputs: Validation_Label_NameInputs) => LocalizedString;
export const validation_label_notes: (inputs: Validation_Label_NotesInputs) => LocalizedString;
export const validation_label_pickup_address: (inputs: Validation_Label_Pickup_AddressInputs) => LocalizedString;
export const validation_location_pair: (inputs: Validation_Location_PairInputs) => LocalizedString;
export const validation_phone_invalid: (inputs: Validation_Phone_InvalidInputs) => LocalizedString;
export const validation_phone_required: (inputs: Validation_Phone_RequiredInputs) => LocalizedString;
export const validation_required: (inputs: Validation_RequiredInputs) => LocalizedString;
export const validation_service_type: (inputs: Validation_Service_TypeInputs) => LocalizedString;
export const validation_too_long: (inputs: Validation_Too_LongInputs) => LocalizedString;
export const validation_too_short: (inputs: Validation_Too_ShortInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Fleet_HeadingInputs = {};
export type About_Fleet_TextInputs = {
    ambulances: NonNullable<unknown>;
    vehicles: NonNullable<unknown>;
    gps: NonNullable<unknown>;
};
export type About_HeadingInputs = {};
export type About_Hero_TextInputs = {
    business: NonNullable<unknown>;
    families: NonNullable<unknown>;
};
export type About_Licensed_HeadingInputs = {};
export type About_Licensed_TextInputs = {};
export type About_Meta_DescriptionInputs = {};
export type About_Meta_TitleInputs = {
    business: NonNullable<unknown>;
};
export type About_Reach_TextInputs = {
    phone: NonNullable<unknown>;
};
export type About_Team_HeadingInputs = {};
export type About_Team_TextInputs = {};
export type About_What_HeadingInputs = {};
export type About_What_TextInputs = {
    count: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
export type About_Where_HeadingInputs = {};
export type About_Where_TextInputs = {
    areas: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type About_Who_HeadingInputs = {};
export type About_Who_TextInputs = {
    locality: NonNullable<unknown>;
    city: NonNullable<unknown>;
    families: NonNullable<unknown>;
    lives: NonNullable<unknown>;
};
export type Contact_Coverage_TextInputs = {
    locality: NonNullable<unknown>;
};
export type Contact_Email_TextInputs = {};
export type Contact_Forms_HeadingInputs = {};
export type Contact_Forms_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Contact_HeadingInputs = {};
export type Contact_Hero_TextInputs = {};
export type Contact_Hotline_TextInputs = {
    international: NonNullable<unknown>;
};
export type Contact_Hotline_TitleInputs = {};
export type Contact_Hours_TextInputs = {
    short: NonNullable<unknown>;
    long: NonNullable<unknown>;
};
export type Contact_Location_TitleInputs = {};
export type Contact_Meta_DescriptionInputs = {};
export type Contact_Meta_TitleInputs = {
    business: NonNullable<unknown>;
};
export type Contact_Reach_LabelInputs = {};
export type Contact_Whatsapp_TextInputs = {};
export type Error_Not_Found_TextInputs = {};
export type Error_Not_Found_TitleInputs = {
    business: NonNullable<unknown>;
};
export type Error_Return_HomeInputs = {};
export type Error_UnexpectedInputs = {};
export type Fleet_Categories_HeadingInputs = {};
export type Fleet_Categories_TextInputs = {};
export type Fleet_Category_BasicInputs = {};
export type Fleet_Category_ExteriorInputs = {};
export type Fleet_Category_InteriorInputs = {};
export type Fleet_Category_ServiceInputs = {};
export type Fleet_CloseInputs = {};
export type Fleet_CtaInputs = {};
export type Fleet_EnlargeInputs = {};
export type Fleet_Features_HeadingInputs = {};
export type Fleet_Filter_AllInputs = {};
export type Fleet_Filter_LabelInputs = {};
export type Fleet_Gallery_HeadingInputs = {};
export type Fleet_Gallery_TextInputs = {};
export type Fleet_HeadingInputs = {};
export type Fleet_Hero_TextInputs = {
    ambulances: NonNullable<unknown>;
    vehicles: NonNullable<unknown>;
};
export type Fleet_Meta_DescriptionInputs = {};
export type Fleet_Meta_TitleInputs = {};
export type Fleet_Next_PictureInputs = {};
export type Fleet_On_BoardInputs = {};
export type Fleet_Pictures_ShownInputs = {
    count: NonNullable<unknown>;
};
export type Fleet_Previous_PictureInputs = {};
export type Fleet_Total_HeadingInputs = {};
export type Fleet_Total_TextInputs = {
    ambulances: NonNullable<unknown>;
};
export type Footer_AboutInputs = {};
export type Footer_Book_OnlineInputs = {};
export type Footer_CompanyInputs = {};
export type Footer_ContactInputs = {};
export type Footer_CopyrightInputs = {
    business: NonNullable<unknown>;
};
export type Footer_EmailInputs = {
    email: NonNullable<unknown>;
};
export type Footer_Emergency_LineInputs = {
    phone: NonNullable<unknown>;
};
export type Footer_HelplineInputs = {};
export type Footer_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Footer_QuickInputs = {};
export type Footer_SitemapInputs = {};
export type Footer_Whatsapp_LabelInputs = {};
export type Form_Booking_SendingInputs = {};
export type Form_Booking_SubmitInputs = {};
export type Form_Booking_TitleInputs = {};
export type Form_Call_PhoneInputs = {
    phone: NonNullable<unknown>;
};
export type Form_Contact_CallInputs = {};
export type Form_FailedInputs = {};
export type Form_Label_Date_TimeInputs = {};
export type Form_Label_DestinationInputs = {};
export type Form_Label_EmailInputs = {};
export type Form_Label_Full_NameInputs = {};
export type Form_Label_MessageInputs = {};
export type Form_Label_NameInputs = {};
export type Form_Label_NotesInputs = {};
export type Form_Label_PhoneInputs = {};
export type Form_Label_Phone_OptionalInputs = {};
export type Form_Label_Pickup_AddressInputs = {};
export type Form_Label_Preferred_ContactInputs = {};
export type Form_Label_Service_TypeInputs = {};
export type Form_Location_AddedInputs = {
    metres: NonNullable<unknown>;
};
export type Form_Location_DeniedInputs = {};
export type Form_Location_FailedInputs = {};
export type Form_Location_FindingInputs = {};
export type Form_Message_SendingInputs = {};
export type Form_Message_SubmitInputs = {};
export type Form_Message_TitleInputs = {};
export type Form_Select_Service_TypeInputs = {};
export type Form_Service_AlsInputs = {};
export type Form_Service_BasicInputs = {};
export type Form_Service_CardiacInputs = {};
export type Form_Service_EmergencyInputs = {};
export type Form_Service_EventInputs = {};
export type Form_Service_FuneralInputs = {};
export type Form_Service_IcuInputs = {};
export type Form_Service_NeonatalInputs = {};
export type Form_Service_TransferInputs = {};
export type Form_Use_LocationInputs = {};
export type Helpline_Areas_TextInputs = {
    locality: NonNullable<unknown>;
};
export type Helpline_From_IndiaInputs = {};
export type Helpline_HeadingInputs = {};
export type Helpline_InternationalInputs = {};
export type Helpline_LeadInputs = {};
export type Helpline_Meta_DescriptionInputs = {};
export type Helpline_Meta_TitleInputs = {};
export type Helpline_Not_UrgentInputs = {
    callback: NonNullable<unknown>;
};
export type Helpline_Tell_1Inputs = {};
export type Helpline_Tell_2Inputs = {};
export type Helpline_Tell_3Inputs = {};
export type Helpline_Tell_4Inputs = {};
export type Helpline_Tell_5Inputs = {};
export type Helpline_Tell_AfterInputs = {};
export type Helpline_Tell_HeadingInputs = {};
export type Helpline_Whatsapp_HeadingInputs = {};
export type Helpline_Whatsapp_TextInputs = {};
export type Helpline_When_1Inputs = {};
export type Helpline_When_2Inputs = {};
export type Helpline_When_3Inputs = {};
export type Helpline_When_4Inputs = {};
export type Helpline_When_5Inputs = {};
export type Helpline_When_HeadingInputs = {};
export type Helpline_When_UnsureInputs = {};
export type Home_Book_HeadingInputs = {};
export type Home_Contact_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Home_Faq_HeadingInputs = {};
export type Home_Fleet_HeadingInputs = {};
export type Home_Fleet_TextInputs = {
    ambulances: NonNullable<unknown>;
    vehicles: NonNullable<unknown>;
};
export type Home_Meta_DescriptionInputs = {};
export type Home_Meta_TitleInputs = {};
export type Home_RatingInputs = {
    value: NonNullable<unknown>;
    best: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Home_Reviews_LabelInputs = {};
export type Home_Reviews_LinkInputs = {};
export type Home_Reviews_NextInputs = {};
export type Home_Reviews_PreviousInputs = {};
export type Home_Reviews_TrackInputs = {};
export type Home_Services_HeadingInputs = {};
export type Home_Services_TextInputs = {};
export type Home_Slide_GoInputs = {
    n: NonNullable<unknown>;
};
export type Home_Slide_NextInputs = {};
export type Home_Slide_OfInputs = {
    n: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Home_Slide_PreviousInputs = {};
export type Home_Slider_LabelInputs = {};
export type Home_Slideshow_PauseInputs = {};
export type Home_Slideshow_PlayInputs = {};
export type Home_Testimonials_HeadingInputs = {};
export type Home_Why_HeadingInputs = {};
export type Landing_Book_TextInputs = {
    phone: NonNullable<unknown>;
    callback: NonNullable<unknown>;
};
export type Landing_Coverage_HeadingInputs = {};
export type Landing_Coverage_TextInputs = {
    locality: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Landing_Fleet_HeadingInputs = {};
export type Landing_Fleet_TextInputs = {};
export type Landing_Learn_MoreInputs = {
    title: NonNullable<unknown>;
};
export type Landing_Meta_DescriptionInputs = {};
export type Landing_Meta_TitleInputs = {};
export type Landing_Offer_CatalogInputs = {};
export type Landing_SpecialisedInputs = {};
export type Landing_Testimonials_HeadingInputs = {};
export type Landing_Whole_FleetInputs = {};
export type Landing_Why_HeadingInputs = {};
export type Landing_Why_TextInputs = {};
export type Language_LabelInputs = {};
export type Language_SuggestionInputs = {};
export type Legal_Contact_HeadingInputs = {};
export type Legal_Contact_LineInputs = {
    business: NonNullable<unknown>;
    street: NonNullable<unknown>;
    locality: NonNullable<unknown>;
    city: NonNullable<unknown>;
    postal: NonNullable<unknown>;
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Legal_Privacy_ChoicesInputs = {};
export type Legal_Privacy_Choices_HeadingInputs = {};
export type Legal_Privacy_Collect_1Inputs = {};
export type Legal_Privacy_Collect_2Inputs = {};
export type Legal_Privacy_Collect_HeadingInputs = {};
export type Legal_Privacy_Meta_DescriptionInputs = {};
export type Legal_Privacy_TitleInputs = {};
export type Legal_Privacy_UseInputs = {};
export type Legal_Privacy_Use_HeadingInputs = {};
export type Legal_Privacy_WhoInputs = {};
export type Legal_Privacy_Who_HeadingInputs = {};
export type Legal_Terms_EmergencyInputs = {
    phone: NonNullable<unknown>;
};
export type Legal_Terms_Emergency_HeadingInputs = {};
export type Legal_Terms_InfoInputs = {};
export type Legal_Terms_Info_HeadingInputs = {};
export type Legal_Terms_Meta_DescriptionInputs = {};
export type Legal_Terms_RequestsInputs = {};
export type Legal_Terms_Requests_HeadingInputs = {};
export type Legal_Terms_TitleInputs = {};
export type Msg_CancelledInputs = {
    ref: NonNullable<unknown>;
};
export type Msg_CompletedInputs = {
    ref: NonNullable<unknown>;
};
export type Msg_ConfirmedInputs = {
    ref: NonNullable<unknown>;
    when: NonNullable<unknown>;
    pickup: NonNullable<unknown>;
};
export type Msg_DriverInputs = {
    driver: NonNullable<unknown>;
};
export type Msg_Driver_With_PhoneInputs = {
    driver: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Msg_Follow_LiveInputs = {
    url: NonNullable<unknown>;
};
export type Msg_HelloInputs = {
    name: NonNullable<unknown>;
    business: NonNullable<unknown>;
};
export type Msg_HelplineInputs = {
    phone: NonNullable<unknown>;
};
export type Msg_In_ProgressInputs = {
    pickup: NonNullable<unknown>;
};
export type Msg_PendingInputs = {
    ref: NonNullable<unknown>;
    pickup: NonNullable<unknown>;
};
export type Msg_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Msg_VehicleInputs = {
    vehicle: NonNullable<unknown>;
};
export type Msg_Vehicle_To_ComeInputs = {};
export type Nav_AboutInputs = {};
export type Nav_All_ServicesInputs = {};
export type Nav_Book_WhatsappInputs = {};
export type Nav_CallInputs = {
    phone: NonNullable<unknown>;
};
export type Nav_Call_HiddenInputs = {};
export type Nav_ContactInputs = {};
export type Nav_Contact_UsInputs = {};
export type Nav_Emergency_CallInputs = {
    phone: NonNullable<unknown>;
};
export type Nav_FleetInputs = {};
export type Nav_HomeInputs = {};
export type Nav_MainInputs = {};
export type Nav_Menu_CloseInputs = {};
export type Nav_Menu_OpenInputs = {};
export type Nav_MobileInputs = {};
export type Nav_ServicesInputs = {};
export type Receipt_Booking_ThanksInputs = {};
export type Receipt_Callback_PromiseInputs = {};
export type Receipt_Copy_FailedInputs = {};
export type Receipt_Copy_LinkInputs = {};
export type Receipt_Follow_LiveInputs = {};
export type Receipt_Link_CopiedInputs = {};
export type Receipt_Link_PrivateInputs = {};
export type Receipt_Message_NextInputs = {};
export type Receipt_Message_ThanksInputs = {};
export type Receipt_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Receipt_Request_With_UsInputs = {
    reference: NonNullable<unknown>;
};
export type Receipt_ShareInputs = {};
export type Receipt_Share_TitleInputs = {};
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
export type Site_AddressInputs = {};
export type Site_Areas_HeadingInputs = {};
export type Site_Book_WhatsappInputs = {};
export type Site_Call_NowInputs = {
    phone: NonNullable<unknown>;
};
export type Site_CallbackInputs = {};
export type Site_EmailInputs = {};
export type Site_Find_UsInputs = {};
export type Site_Helpline_24x7Inputs = {};
export type Site_HoursInputs = {};
export type Site_Map_TitleInputs = {
    locality: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
export type Site_Open_MapsInputs = {};
export type Site_RatedInputs = {
    rating: NonNullable<unknown>;
};
export type Site_Reach_UsInputs = {};
export type Site_RecordInputs = {};
export type Site_Whatsapp_ChatInputs = {};
export type Skip_LinkInputs = {};
export type Track_Away_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Track_Away_Hours_MinutesInputs = {
    hours: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
export type Track_Away_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Track_Booking_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Track_Call_DriverInputs = {
    driver: NonNullable<unknown>;
};
export type Track_Call_HelplineInputs = {};
export type Track_Call_Our_HelplineInputs = {};
export type Track_Call_The_DriverInputs = {};
export type Track_DriverInputs = {
    driver: NonNullable<unknown>;
};
export type Track_Expired_TextInputs = {};
export type Track_Expired_TitleInputs = {};
export type Track_Keep_PrivateInputs = {};
export type Track_Live_ConnectedInputs = {};
export type Track_Live_Copy_LinkInputs = {};
export type Track_Live_Link_CopiedInputs = {};
export type Track_Live_ReconnectingInputs = {};
export type Track_Live_RefreshesInputs = {};
export type Track_Live_ShareInputs = {};
export type Track_Map_PickupInputs = {};
export type Track_Not_Found_TextInputs = {};
export type Track_Not_Found_TitleInputs = {};
export type Track_Position_ImpreciseInputs = {};
export type Track_Position_LocationInputs = {
    age: NonNullable<unknown>;
};
export type Track_Service_AirInputs = {};
export type Track_Service_AlsInputs = {};
export type Track_Service_BasicInputs = {};
export type Track_Service_CardiacInputs = {};
export type Track_Service_CorporateInputs = {};
export type Track_Service_EmergencyInputs = {};
export type Track_Service_EventInputs = {};
export type Track_Service_FuneralInputs = {};
export type Track_Service_IcuInputs = {};
export type Track_Service_IntercityInputs = {};
export type Track_Service_NeonatalInputs = {};
export type Track_Service_TransferInputs = {};
export type Track_Stage_AssignedInputs = {};
export type Track_Stage_At_DestinationInputs = {};
export type Track_Stage_At_PickupInputs = {};
export type Track_Stage_CancelledInputs = {};
export type Track_Stage_CompletedInputs = {};
export type Track_Stage_ConfirmedInputs = {};
export type Track_Stage_On_BoardInputs = {};
export type Track_Stage_On_The_WayInputs = {};
export type Track_Stage_ReceivedInputs = {};
export type Track_Text_AssignedInputs = {};
export type Track_Text_At_DestinationInputs = {};
export type Track_Text_At_PickupInputs = {};
export type Track_Text_CancelledInputs = {};
export type Track_Text_CompletedInputs = {};
export type Track_Text_ConfirmedInputs = {};
export type Track_Text_On_BoardInputs = {};
export type Track_Text_On_The_WayInputs = {};
export type Track_Text_ReceivedInputs = {};
export type Track_Title_BookingInputs = {
    reference: NonNullable<unknown>;
};
export type Track_Too_Many_TextInputs = {};
export type Track_Too_Many_TitleInputs = {};
export type Track_Updated_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Track_Updated_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Track_Updates_By_ItselfInputs = {};
export type Track_VehicleInputs = {
    number: NonNullable<unknown>;
};
export type Track_Where_AmbulanceInputs = {};
export type Track_Where_At_PickupInputs = {};
export type Track_Where_On_BoardInputs = {};
export type Validation_Date_TimeInputs = {};
export type Validation_Email_InvalidInputs = {};
export type Validation_Email_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Validation_Label_DestinationInputs = {};
export type Validation_Label_Full_NameInputs = {};
export type Validation_Label_MessageInputs = {};
export type Validation_Label_NameInputs = {};
export type Validation_Label_NotesInputs = {};
export type Validation_Label_Pickup_AddressInputs = {};
export type Validation_Location_PairInputs = {};
export type Validation_Phone_InvalidInputs = {};
export type Validation_Phone_RequiredInputs = {};
export type Validation_RequiredInputs = {
    label: NonNullable<unknown>;
};
export type Validation_Service_TypeInputs = {};
export type Validation_Too_LongInputs = {
    label: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Validation_Too_ShortInputs = {
    label: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
