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
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ವಾಹನಗಳು`)
};

export const about_fleet_text = /** @type {(inputs: About_Fleet_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಮೂಲಭೂತ ಜೀವ ರಕ್ಷಣೆಯಿಂದ ICU, ಹೃದಯ ಚಿಕಿತ್ಸಾ ಮತ್ತು ಶವ ಸಾಗಣೆ ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳವರೆಗೆ ಒಟ್ಟು ${i?.ambulances} ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು ಮತ್ತು ${i?.vehicles} ವಾಹನಗಳು. ಎಲ್ಲ ವಾಹನಗಳನ್ನೂ ಸ್ಯಾನಿಟೈಸ್ ಮಾಡಲಾಗುತ್ತದೆ ಮತ್ತು ${i?.gps} GPS ಮೂಲಕ ಟ್ರ್ಯಾಕ್ ಮಾಡಲಾಗುತ್ತದೆ. <fleet>ನಮ್ಮ ವಾಹನಗಳನ್ನು ನೋಡಿ</fleet>.`)
};

export const about_heading = /** @type {(inputs: About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಹತ್ತಿರದ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ`)
};

export const about_hero_text = /** @type {(inputs: About_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} ಬೆಂಗಳೂರಿನ ಖಾಸಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ; 2015 ರಿಂದ 24x7 ಸೇವೆಗೆ ಸಿದ್ಧವಾಗಿದೆ. ${i?.families} ಕುಟುಂಬಗಳ ನಂಬಿಕೆ ಗಳಿಸಿದೆ.`)
};

export const about_licensed_heading = /** @type {(inputs: About_Licensed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪರವಾನಗಿ ಮತ್ತು ಪಾರದರ್ಶಕತೆ`)
};

export const about_licensed_text = /** @type {(inputs: About_Licensed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ರಾಜ್ಯ ಆರೋಗ್ಯ ಇಲಾಖೆಯಿಂದ ಪರವಾನಗಿ ಪಡೆದಿದ್ದೇವೆ. ಪ್ರಯಾಣ ಆರಂಭವಾಗುವ ಮೊದಲೇ ಅದರಲ್ಲಿ ಏನೇನು ಇರುತ್ತದೆ ಎಂದು ಕುಟುಂಬಗಳಿಗೆ ಸ್ಪಷ್ಟವಾಗಿ ತಿಳಿಸುತ್ತೇವೆ.`)
};

export const about_meta_description = /** @type {(inputs: About_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಯಾರು: 2015 ರಿಂದ ಬೆಂಗಳೂರಿನಲ್ಲಿ 24x7 ಖಾಸಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ; ತರಬೇತಿ ಪಡೆದ ಪ್ಯಾರಾಮೆಡಿಕ್‌ಗಳು, GPS ಮೂಲಕ ಟ್ರ್ಯಾಕ್ ಆಗುವ 21+ ವಾಹನಗಳು ಮತ್ತು ನಗರದಾದ್ಯಂತ ಸೇವೆ.`)
};

export const about_meta_title = /** @type {(inputs: About_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಹತ್ತಿರದ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ | ${i?.business} ಬಗ್ಗೆ`)
};

export const about_reach_text = /** @type {(inputs: About_Reach_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿ <tel>${i?.phone}</tel> ಗೆ ಕರೆ ಮಾಡಿ (<helpline>ಸಹಾಯವಾಣಿಯ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು</helpline>), <near>ನಿಮ್ಮ ಹತ್ತಿರದ ಆಂಬ್ಯುಲೆನ್ಸ್</near> ಹುಡುಕಿ, ಅಥವಾ ಬೇರೆ ರೀತಿಯಲ್ಲಿ <contact>ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ</contact>.`)
};

export const about_team_heading = /** @type {(inputs: About_Team_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ತಂಡ`)
};

export const about_team_text = /** @type {(inputs: About_Team_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪ್ರತಿ ಪ್ರಯಾಣದಲ್ಲೂ ತರಬೇತಿ ಪಡೆದ ಪ್ಯಾರಾಮೆಡಿಕ್‌ಗಳು, ಅನುಭವಿ EMTಗಳು ಮತ್ತು ಚಾಲಕರು ಇರುತ್ತಾರೆ. ಕುಟುಂಬಗಳಿಗೆ ಎಲ್ಲ ಮಾಹಿತಿ ನೀಡುತ್ತೇವೆ, ಮುಂದೆ ಏನಾಗುತ್ತದೆ ಎಂದು ವಿವರಿಸುತ್ತೇವೆ, ಮತ್ತು ಪ್ರತಿ ರೋಗಿಯನ್ನೂ ಕಾಳಜಿಯಿಂದ ನೋಡಿಕೊಳ್ಳುತ್ತೇವೆ.`)
};

export const about_what_heading = /** @type {(inputs: About_What_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಏನು ಮಾಡುತ್ತೇವೆ`)
};

export const about_what_text = /** @type {(inputs: About_What_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭಗಳಿಂದ ಮುಂಚಿತವಾಗಿ ನಿಗದಿಪಡಿಸಿದ ಪ್ರಯಾಣಗಳವರೆಗೆ ನಾವು ${i?.count} ಸೇವೆಗಳನ್ನು ನೀಡುತ್ತೇವೆ: ${i?.list}. <services>ನಮ್ಮ ಎಲ್ಲ ಸೇವೆಗಳನ್ನು</services> ನೋಡಿ.`)
};

export const about_where_heading = /** @type {(inputs: About_Where_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಎಲ್ಲೆಲ್ಲಿ ಸೇವೆ ನೀಡುತ್ತೇವೆ`)
};

export const about_where_text = /** @type {(inputs: About_Where_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಾದ್ಯಂತ, ${i?.areas} ಮತ್ತು ${i?.last} ಸೇರಿದಂತೆ. ದೂರದ ಪ್ರಯಾಣಗಳಿಗೆ ಅಂತರನಗರ ಸ್ಥಳಾಂತರ ಮತ್ತು ಏರ್ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆಯನ್ನೂ ನೀಡುತ್ತೇವೆ.`)
};

export const about_who_heading = /** @type {(inputs: About_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಯಾರು`)
};

export const about_who_text = /** @type {(inputs: About_Who_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಾವು ${i?.locality}, ${i?.city} ಮೂಲದ ಖಾಸಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವಾ ಸಂಸ್ಥೆ. 2015 ರಿಂದ ರೋಗಿಗಳು, ಕುಟುಂಬಗಳು, ಆಸ್ಪತ್ರೆಗಳು, ಕಂಪನಿಗಳು ಮತ್ತು ಕಾರ್ಯಕ್ರಮ ಆಯೋಜಕರ ಕರೆಗಳಿಗೆ ದಿನದ 24 ಗಂಟೆ, ವಾರದ 7 ದಿನ, ವರ್ಷದ 365 ದಿನವೂ ಸ್ಪಂದಿಸುತ್ತಿದ್ದೇವೆ. ಈ ವರ್ಷಗಳಲ್ಲಿ ${i?.families} ಕುಟುಂಬಗಳು ನಮ್ಮನ್ನು ನಂಬಿವೆ, ಮತ್ತು ನಮ್ಮ ತಂಡಗಳು ${i?.lives} ಜೀವಗಳನ್ನು ಉಳಿಸಿವೆ.`)
};

export const contact_coverage_text = /** @type {(inputs: Contact_Coverage_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality} ಯಲ್ಲಿರುವ ನಮ್ಮ ನೆಲೆಯಿಂದ ಬೆಂಗಳೂರಿನಾದ್ಯಂತ. ನಿಮ್ಮ ಪ್ರದೇಶ ಪಟ್ಟಿಯಲ್ಲಿ ಇಲ್ಲವೇ? ನಮಗೆ ಕರೆ ಮಾಡಿ: ತಕ್ಷಣ ತಿಳಿಸುತ್ತೇವೆ.`)
};

export const contact_email_text = /** @type {(inputs: Contact_Email_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾರ್ಪೊರೇಟ್ ಬಿಲ್ಲಿಂಗ್ ಮತ್ತು ತುರ್ತು ಅಲ್ಲದ ಯಾವುದೇ ವಿಷಯಕ್ಕೆ.`)
};

export const contact_forms_heading = /** @type {(inputs: Contact_Forms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕ್ ಮಾಡಿ ಅಥವಾ ಸಂದೇಶ ಕಳುಹಿಸಿ`)
};

export const contact_forms_text = /** @type {(inputs: Contact_Forms_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಈಗಲೇ <tel>${i?.phone}</tel> ಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const contact_heading = /** @type {(inputs: Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ`)
};

export const contact_hero_text = /** @type {(inputs: Contact_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು 24x7 ಉತ್ತರಿಸುತ್ತೇವೆ. ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಕರೆ ಮಾಡಿ; ಬೇರೆ ಯಾವುದಕ್ಕಾದರೂ ಸಂದೇಶ ಕಳುಹಿಸಿ, ಇಮೇಲ್ ಬರೆಯಿರಿ ಅಥವಾ ಕೆಳಗೆ ವಿನಂತಿ ಕಳುಹಿಸಿ.`)
};

export const contact_hotline_text = /** @type {(inputs: Contact_Hotline_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭಗಳಿಗೆ ಮತ್ತು ಬುಕಿಂಗ್‌ಗಳಿಗೆ, ಹಗಲು ರಾತ್ರಿ. ಭಾರತದ ಹೊರಗಿನಿಂದ: ${i?.international}.`)
};

export const contact_hotline_title = /** @type {(inputs: Contact_Hotline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 ಹಾಟ್‌ಲೈನ್`)
};

export const contact_hours_text = /** @type {(inputs: Contact_Hours_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`<strong>ಕಾರ್ಯ ಸಮಯ: ${i?.short}.</strong> ${i?.long}, ರಜಾದಿನಗಳೂ ಸೇರಿ. ನಮ್ಮ <helpline>ಆಂಬ್ಯುಲೆನ್ಸ್ ಸಹಾಯವಾಣಿ ಸಂಖ್ಯೆಗೆ</helpline> ಮಾಡಿದ ಕರೆಗೆ ಯಾವಾಗಲೂ ಉತ್ತರ ಸಿಗುತ್ತದೆ.`)
};

export const contact_location_title = /** @type {(inputs: Contact_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳ`)
};

export const contact_meta_description = /** @type {(inputs: Contact_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಗಲು ರಾತ್ರಿ ನಮಗೆ ಕರೆ ಮಾಡಿ, WhatsApp ಅಥವಾ ಇಮೇಲ್ ಮಾಡಿ: ಬೆಂಗಳೂರಿನಲ್ಲಿ 24x7 ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕಿಂಗ್, ವರ್ತೂರಿನಲ್ಲಿರುವ ನಮ್ಮ ವಿಳಾಸ, ನಾವು ಸೇವೆ ನೀಡುವ ಪ್ರದೇಶಗಳು, ಮತ್ತು ಬುಕ್ ಮಾಡಲು ಅಥವಾ ಪ್ರಶ್ನೆ ಕೇಳಲು ಫಾರ್ಮ್‌ಗಳು.`)
};

export const contact_meta_title = /** @type {(inputs: Contact_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ | ${i?.business}, 24x7 ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕಿಂಗ್`)
};

export const contact_reach_label = /** @type {(inputs: Contact_Reach_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುವ ವಿಧಾನಗಳು`)
};

export const contact_whatsapp_text = /** @type {(inputs: Contact_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮನ್ನು ಕರೆದೊಯ್ಯಬೇಕಾದ ಸ್ಥಳ ಮತ್ತು ನಿಮಗೆ ಏನು ಬೇಕು ಎಂದು ಕಳುಹಿಸಿ; ಅದೇ ಚಾಟ್‌ನಲ್ಲಿ ಉತ್ತರಿಸುತ್ತೇವೆ.`)
};

export const error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕ್ಷಮಿಸಿ! ಈ ಪುಟ ಸಿಗಲಿಲ್ಲ`)
};

export const error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಪುಟ ಸಿಗಲಿಲ್ಲ | ${i?.business}`)
};

export const error_return_home = /** @type {(inputs: Error_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ`)
};

export const error_unexpected = /** @type {(inputs: Error_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಅನಿರೀಕ್ಷಿತ ದೋಷ ಉಂಟಾಗಿದೆ!`)
};

export const fleet_categories_heading = /** @type {(inputs: Fleet_Categories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವರ್ಗವಾರು ವಾಹನಗಳು`)
};

export const fleet_categories_text = /** @type {(inputs: Fleet_Categories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪ್ರತಿ ರೋಗಿಗೆ ಸರಿಯಾದ ವಾಹನ, ಮತ್ತು ಪ್ರತಿಯೊಂದರಲ್ಲಿ ಏನೇನು ಇದೆ.`)
};

export const fleet_category_basic = /** @type {(inputs: Fleet_Category_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೇಸಿಕ್`)
};

export const fleet_category_exterior = /** @type {(inputs: Fleet_Category_ExteriorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೊರನೋಟ`)
};

export const fleet_category_interior = /** @type {(inputs: Fleet_Category_InteriorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಒಳನೋಟ`)
};

export const fleet_category_service = /** @type {(inputs: Fleet_Category_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸೇವೆ`)
};

export const fleet_close = /** @type {(inputs: Fleet_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಚ್ಚಿ`)
};

export const fleet_cta = /** @type {(inputs: Fleet_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಬೇಕೇ? <helpline>ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ</helpline> ಅಥವಾ <book>ಬುಕಿಂಗ್ ವಿನಂತಿ ಕಳುಹಿಸಿ</book>.`)
};

export const fleet_enlarge = /** @type {(inputs: Fleet_EnlargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದೊಡ್ಡದಾಗಿ ನೋಡಲು ಒತ್ತಿ`)
};

export const fleet_features_heading = /** @type {(inputs: Fleet_Features_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ವಾಹನಗಳ ವಿಶೇಷತೆಗಳು`)
};

export const fleet_filter_all = /** @type {(inputs: Fleet_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಎಲ್ಲವೂ`)
};

export const fleet_filter_label = /** @type {(inputs: Fleet_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ವರ್ಗದ ಚಿತ್ರಗಳನ್ನು ತೋರಿಸಿ`)
};

export const fleet_gallery_heading = /** @type {(inputs: Fleet_Gallery_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ವಾಹನಗಳ ಒಳಗೆ`)
};

export const fleet_gallery_text = /** @type {(inputs: Fleet_Gallery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಒಂದು ವರ್ಗವನ್ನು ಆರಿಸಿ, ಚಿತ್ರವನ್ನು ದೊಡ್ಡದಾಗಿ ನೋಡಲು ಅದರ ಮೇಲೆ ಒತ್ತಿ.`)
};

export const fleet_heading = /** @type {(inputs: Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ವಾಹನಗಳು`)
};

export const fleet_hero_text = /** @type {(inputs: Fleet_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ICU ಯಿಂದ ಶವ ಸಾಗಣೆ ಆಂಬ್ಯುಲೆನ್ಸ್‌ವರೆಗೆ ಒಟ್ಟು ${i?.ambulances} ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು ಮತ್ತು ${i?.vehicles} ವಾಹನಗಳು: ಪ್ರತಿಯೊಂದನ್ನೂ ಸ್ಯಾನಿಟೈಸ್ ಮಾಡಲಾಗಿದೆ, 100% GPS ಮೂಲಕ ಟ್ರ್ಯಾಕ್ ಮಾಡಲಾಗುತ್ತದೆ ಮತ್ತು ಬೆಂಗಳೂರಿನಾದ್ಯಂತ 24x7 ಸಿದ್ಧವಾಗಿರುತ್ತದೆ.`)
};

export const fleet_meta_description = /** @type {(inputs: Fleet_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ ಸ್ಯಾನಿಟೈಸ್ ಮಾಡಿದ, 100% GPS ಟ್ರ್ಯಾಕ್ ಆಗುವ 21+ ವಾಹನಗಳು: 6 ICU, 8 ತುರ್ತು, 3 ಹೃದಯ ಚಿಕಿತ್ಸಾ ಮತ್ತು 4 ಶವ ಸಾಗಣೆ ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು, ಮತ್ತು ಪ್ರತಿಯೊಂದರಲ್ಲಿರುವ ಉಪಕರಣಗಳು.`)
};

export const fleet_meta_title = /** @type {(inputs: Fleet_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ವಾಹನಗಳು | ICU, ತುರ್ತು, ಹೃದಯ ಚಿಕಿತ್ಸಾ ಮತ್ತು ಶವ ಸಾಗಣೆ ವಾಹನಗಳು`)
};

export const fleet_next_picture = /** @type {(inputs: Fleet_Next_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಂದಿನ ಚಿತ್ರ`)
};

export const fleet_on_board = /** @type {(inputs: Fleet_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಾಹನದಲ್ಲಿ ಇರುವುದು`)
};

export const fleet_pictures_shown = /** @type {(inputs: Fleet_Pictures_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ಚಿತ್ರಗಳನ್ನು ತೋರಿಸಲಾಗಿದೆ`)
};

export const fleet_previous_picture = /** @type {(inputs: Fleet_Previous_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಿಂದಿನ ಚಿತ್ರ`)
};

export const fleet_total_heading = /** @type {(inputs: Fleet_Total_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಒಟ್ಟು ವಾಹನಗಳು`)
};

export const fleet_total_text = /** @type {(inputs: Fleet_Total_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ambulances} ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳೂ ಸೇರಿ. ನಿಮಗೆ ಬೇಕಾದ ವಾಹನ ಬುಕ್ ಮಾಡಲು <contact>ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ</contact>.`)
};

export const footer_about = /** @type {(inputs: Footer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಬಗ್ಗೆ`)
};

export const footer_book_online = /** @type {(inputs: Footer_Book_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಬುಕ್ ಮಾಡಿ`)
};

export const footer_company = /** @type {(inputs: Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಂಸ್ಥೆ`)
};

export const footer_contact = /** @type {(inputs: Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ`)
};

export const footer_copyright = /** @type {(inputs: Footer_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© 2015 ${i?.business}. ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.`)
};

export const footer_email = /** @type {(inputs: Footer_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಇಮೇಲ್: <mail>${i?.email}</mail>`)
};

export const footer_emergency_line = /** @type {(inputs: Footer_Emergency_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂಖ್ಯೆ: <tel>${i?.phone}</tel>`)
};

export const footer_helpline = /** @type {(inputs: Footer_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 ಸಹಾಯವಾಣಿ ಸಂಖ್ಯೆ`)
};

export const footer_hours = /** @type {(inputs: Footer_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸಮಯ: ${i?.hours}`)
};

export const footer_quick = /** @type {(inputs: Footer_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತ್ವರಿತ ಸಂಪರ್ಕ`)
};

export const footer_sitemap = /** @type {(inputs: Footer_SitemapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸೈಟ್‌ಮ್ಯಾಪ್`)
};

export const footer_whatsapp_label = /** @type {(inputs: Footer_Whatsapp_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp ನಲ್ಲಿ ಚಾಟ್ ಮಾಡಿ (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)`)
};

export const form_booking_sending = /** @type {(inputs: Form_Booking_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ…`)
};

export const form_booking_submit = /** @type {(inputs: Form_Booking_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗೆ ವಿನಂತಿಸಿ`)
};

export const form_booking_title = /** @type {(inputs: Form_Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಾಗಿ ವಿನಂತಿ`)
};

export const form_call_phone = /** @type {(inputs: Form_Call_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} ಗೆ ಕರೆ ಮಾಡಿ`)
};

export const form_contact_call = /** @type {(inputs: Form_Contact_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕರೆ`)
};

export const form_failed = /** @type {(inputs: Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ಈಗಲೇ ನಮಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const form_label_date_time = /** @type {(inputs: Form_Label_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಿನಾಂಕ ಮತ್ತು ಸಮಯ`)
};

export const form_label_destination = /** @type {(inputs: Form_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತಲುಪಬೇಕಾದ ಸ್ಥಳ`)
};

export const form_label_email = /** @type {(inputs: Form_Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಇಮೇಲ್`)
};

export const form_label_full_name = /** @type {(inputs: Form_Label_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪೂರ್ಣ ಹೆಸರು`)
};

export const form_label_message = /** @type {(inputs: Form_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಂದೇಶ`)
};

export const form_label_name = /** @type {(inputs: Form_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೆಸರು`)
};

export const form_label_notes = /** @type {(inputs: Form_Label_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೆಚ್ಚುವರಿ ಮಾಹಿತಿ`)
};

export const form_label_phone = /** @type {(inputs: Form_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಫೋನ್ ಸಂಖ್ಯೆ`)
};

export const form_label_phone_optional = /** @type {(inputs: Form_Label_Phone_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಫೋನ್ (ಐಚ್ಛಿಕ)`)
};

export const form_label_pickup_address = /** @type {(inputs: Form_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪಿಕಪ್ ವಿಳಾಸ`)
};

export const form_label_preferred_contact = /** @type {(inputs: Form_Label_Preferred_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮನ್ನು ಹೇಗೆ ಸಂಪರ್ಕಿಸಬೇಕು`)
};

export const form_label_service_type = /** @type {(inputs: Form_Label_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸೇವೆಯ ವಿಧ`)
};

export const form_location_added = /** @type {(inputs: Form_Location_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳ ಸೇರಿಸಲಾಗಿದೆ (${i?.metres} ಮೀ. ಒಳಗೆ). ಇದು ನಿಮ್ಮ ವಿನಂತಿಯೊಂದಿಗೆ ಹೋಗುತ್ತದೆ.`)
};

export const form_location_denied = /** @type {(inputs: Form_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳ ಹಂಚಿಕೊಂಡಿಲ್ಲ. ವಿಳಾಸದೊಂದಿಗೆ ನೀವು ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಬಹುದು.`)
};

export const form_location_failed = /** @type {(inputs: Form_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಸ್ಥಳ ಪತ್ತೆಯಾಗಲಿಲ್ಲ. ವಿಳಾಸದೊಂದಿಗೆ ನೀವು ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಬಹುದು.`)
};

export const form_location_finding = /** @type {(inputs: Form_Location_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಸ್ಥಳವನ್ನು ಹುಡುಕಲಾಗುತ್ತಿದೆ…`)
};

export const form_message_sending = /** @type {(inputs: Form_Message_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ…`)
};

export const form_message_submit = /** @type {(inputs: Form_Message_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಂದೇಶ ಕಳುಹಿಸಿ`)
};

export const form_message_title = /** @type {(inputs: Form_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ`)
};

export const form_select_service_type = /** @type {(inputs: Form_Select_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸೇವೆಯ ವಿಧವನ್ನು ಆಯ್ಕೆಮಾಡಿ`)
};

export const form_service_als = /** @type {(inputs: Form_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS ಆಂಬ್ಯುಲೆನ್ಸ್ (ಸುಧಾರಿತ ಜೀವರಕ್ಷಕ)`)
};

export const form_service_basic = /** @type {(inputs: Form_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BLS ಆಂಬ್ಯುಲೆನ್ಸ್ (ಮೂಲ ಜೀವರಕ್ಷಕ)`)
};

export const form_service_cardiac = /** @type {(inputs: Form_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೃದ್ರೋಗಿಗಳ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const form_service_emergency = /** @type {(inputs: Form_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const form_service_event = /** @type {(inputs: Form_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾರ್ಯಕ್ರಮಗಳಿಗೆ ಸ್ಟ್ಯಾಂಡ್‌ಬೈ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const form_service_funeral = /** @type {(inputs: Form_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಶವ ಸಾಗಣೆ / ಶವಾಗಾರಕ್ಕೆ`)
};

export const form_service_icu = /** @type {(inputs: Form_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const form_service_neonatal = /** @type {(inputs: Form_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನವಜಾತ ಶಿಶು ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const form_service_transfer = /** @type {(inputs: Form_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿಯ ಸ್ಥಳಾಂತರ`)
};

export const form_use_location = /** @type {(inputs: Form_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನನ್ನ ಈಗಿನ ಸ್ಥಳವನ್ನು ಬಳಸಿ`)
};

export const helpline_areas_text = /** @type {(inputs: Helpline_Areas_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality} ಯಲ್ಲಿರುವ ನಮ್ಮ ನೆಲೆಯಿಂದ ಬೆಂಗಳೂರಿನಾದ್ಯಂತ. ಹತ್ತಿರದ ಆಂಬ್ಯುಲೆನ್ಸ್ ಹುಡುಕುತ್ತಿದ್ದೀರಾ? <near>ನನ್ನ ಹತ್ತಿರದ ಆಂಬ್ಯುಲೆನ್ಸ್</near> ನೋಡಿ.`)
};

export const helpline_from_india = /** @type {(inputs: Helpline_From_IndiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಭಾರತದ ಫೋನ್‌ನಿಂದ`)
};

export const helpline_heading = /** @type {(inputs: Helpline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಸಹಾಯವಾಣಿ ಸಂಖ್ಯೆ, ಬೆಂಗಳೂರು`)
};

export const helpline_international = /** @type {(inputs: Helpline_InternationalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಅಂತರರಾಷ್ಟ್ರೀಯ ರೂಪ`)
};

export const helpline_lead = /** @type {(inputs: Helpline_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಿನದ 24 ಗಂಟೆ, ವಾರದ 7 ದಿನ, ವರ್ಷದ 365 ದಿನವೂ ಕರೆ ಸ್ವೀಕರಿಸುತ್ತೇವೆ: ತುರ್ತು ಸಂದರ್ಭಗಳಿಗೂ ಬುಕಿಂಗ್‌ಗಳಿಗೂ.`)
};

export const helpline_meta_description = /** @type {(inputs: Helpline_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿಗಾಗಿ ನಮ್ಮ 24x7 ಆಂಬ್ಯುಲೆನ್ಸ್ ಸಹಾಯವಾಣಿ: ಕರೆ ಮಾಡಬೇಕಾದ ಸಂಖ್ಯೆ, ಯಾವಾಗ ಕರೆ ಮಾಡಬೇಕು, ಕರೆ ಸ್ವೀಕರಿಸುವವರಿಗೆ ಏನು ತಿಳಿಸಬೇಕು, ಮತ್ತು WhatsApp ನಲ್ಲಿ ನಮ್ಮನ್ನು ಹೇಗೆ ಸಂಪರ್ಕಿಸಬೇಕು.`)
};

export const helpline_meta_title = /** @type {(inputs: Helpline_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರು ಆಂಬ್ಯುಲೆನ್ಸ್ ಸಹಾಯವಾಣಿ ಸಂಖ್ಯೆ | 24x7 ತುರ್ತು ಲೈನ್`)
};

export const helpline_not_urgent = /** @type {(inputs: Helpline_Not_UrgentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಇಲ್ಲವೇ? <book>ಬುಕಿಂಗ್ ವಿನಂತಿ ಕಳುಹಿಸಿ</book>: ${i?.callback}`)
};

export const helpline_tell_1 = /** @type {(inputs: Helpline_Tell_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿ ಎಲ್ಲಿದ್ದಾರೆ: ಪೂರ್ಣ ವಿಳಾಸ ಮತ್ತು ಹತ್ತಿರದ ಗುರುತಿನ ಸ್ಥಳ.`)
};

export const helpline_tell_2 = /** @type {(inputs: Helpline_Tell_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಬಹುದಾದ ಫೋನ್ ಸಂಖ್ಯೆ.`)
};

export const helpline_tell_3 = /** @type {(inputs: Helpline_Tell_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಏನಾಯಿತು, ಮತ್ತು ರೋಗಿ ಈಗ ಹೇಗಿದ್ದಾರೆ: ಎಚ್ಚರವಾಗಿದ್ದಾರೆಯೇ, ಉಸಿರಾಡುತ್ತಿದ್ದಾರೆಯೇ, ರಕ್ತಸ್ರಾವವಾಗುತ್ತಿದೆಯೇ.`)
};

export const helpline_tell_4 = /** @type {(inputs: Helpline_Tell_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿಯ ವಯಸ್ಸು ಮತ್ತು ನಿಮಗೆ ತಿಳಿದಿರುವ ಯಾವುದೇ ಕಾಯಿಲೆ.`)
};

export const helpline_tell_5 = /** @type {(inputs: Helpline_Tell_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿಯನ್ನು ಯಾವ ಆಸ್ಪತ್ರೆಗೆ ಕರೆದೊಯ್ಯಬೇಕು, ನಿಮಗೆ ತಿಳಿದಿದ್ದರೆ.`)
};

export const helpline_tell_after = /** @type {(inputs: Helpline_Tell_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಂತರ ನಿಮ್ಮ ಫೋನ್ ಅನ್ನು ಬೇರೆ ಕರೆಗಳಿಲ್ಲದೆ ಹತ್ತಿರದಲ್ಲೇ ಇಟ್ಟುಕೊಳ್ಳಿ: ದಾರಿ ಕೇಳಲು ತಂಡದವರು ನಿಮಗೆ ಕರೆ ಮಾಡಬಹುದು.`)
};

export const helpline_tell_heading = /** @type {(inputs: Helpline_Tell_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕರೆ ಸ್ವೀಕರಿಸುವವರಿಗೆ ಏನು ತಿಳಿಸಬೇಕು`)
};

export const helpline_whatsapp_heading = /** @type {(inputs: Helpline_Whatsapp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮಾತನಾಡಲು ಆಗುತ್ತಿಲ್ಲವೇ? WhatsApp ಬಳಸಿ`)
};

export const helpline_whatsapp_text = /** @type {(inputs: Helpline_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿಯ ಸ್ಥಳ (ಸಾಧ್ಯವಾದರೆ WhatsApp ನಿಂದಲೇ ಲೊಕೇಶನ್ ಹಂಚಿಕೊಳ್ಳಿ) ಮತ್ತು ಏನಾಯಿತು ಎಂದು ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ. ಅದೇ ಚಾಟ್‌ನಲ್ಲಿ ಉತ್ತರಿಸುತ್ತೇವೆ.`)
};

export const helpline_when_1 = /** @type {(inputs: Helpline_When_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಯಾರಾದರೂ ಪ್ರಜ್ಞೆ ತಪ್ಪಿದ್ದರೆ, ಉಸಿರಾಡಲು ಕಷ್ಟಪಡುತ್ತಿದ್ದರೆ ಅಥವಾ ಎದೆ ನೋವು ಇದ್ದರೆ.`)
};

export const helpline_when_2 = /** @type {(inputs: Helpline_When_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರಸ್ತೆ ಅಪಘಾತ, ಬೀಳುವಿಕೆ ಅಥವಾ ಯಾವುದೇ ಗಂಭೀರ ಗಾಯದ ನಂತರ.`)
};

export const helpline_when_3 = /** @type {(inputs: Helpline_When_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಠಾತ್ ನಿಶ್ಶಕ್ತಿ, ಗೊಂದಲ, ಅಥವಾ ಮಾತನಾಡಲು ಕಷ್ಟವಾದಾಗ.`)
};

export const helpline_when_4 = /** @type {(inputs: Helpline_When_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಗಂಭೀರ ಸ್ಥಿತಿಯಲ್ಲಿರುವ ರೋಗಿಗೆ ICU ಆಂಬ್ಯುಲೆನ್ಸ್ ಅಥವಾ ಆಸ್ಪತ್ರೆಗಳ ನಡುವೆ ಸ್ಥಳಾಂತರ ಬೇಕಾದಾಗ.`)
};

export const helpline_when_5 = /** @type {(inputs: Helpline_When_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಂಚಿತವಾಗಿ ನಿಗದಿಪಡಿಸಿದ ಪ್ರಯಾಣ ಬುಕ್ ಮಾಡಲು: ಆಸ್ಪತ್ರೆಯಿಂದ ಡಿಸ್ಚಾರ್ಜ್, ತಪಾಸಣೆ, ಅಂತರನಗರ ಪ್ರಯಾಣ ಅಥವಾ ಅಂತ್ಯಸಂಸ್ಕಾರ ಸಾಗಣೆ.`)
};

export const helpline_when_heading = /** @type {(inputs: Helpline_When_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಯಾವಾಗ ಕರೆ ಮಾಡಬೇಕು`)
};

export const helpline_when_unsure = /** @type {(inputs: Helpline_When_UnsureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಏನು ಬೇಕು ಎಂದು ಖಚಿತವಿಲ್ಲದಿದ್ದರೂ ಕರೆ ಮಾಡಿ: ಕರೆ ಸ್ವೀಕರಿಸುವವರು ನಿರ್ಧರಿಸಲು ಸಹಾಯ ಮಾಡುತ್ತಾರೆ.`)
};

export const home_book_heading = /** @type {(inputs: Home_Book_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕ್ ಮಾಡಿ`)
};

export const home_contact_text = /** @type {(inputs: Home_Contact_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಈಗಲೇ <tel>${i?.phone}</tel> ಗೆ ಕರೆ ಮಾಡಿ. ಮುಂಚಿತವಾಗಿ ನಿಗದಿಪಡಿಸಿದ ಪ್ರಯಾಣಕ್ಕೆ ಕೆಳಗೆ ವಿನಂತಿ ಕಳುಹಿಸಿ.`)
};

export const home_faq_heading = /** @type {(inputs: Home_Faq_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪದೇ ಪದೇ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು`)
};

export const home_fleet_heading = /** @type {(inputs: Home_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ವಾಹನಗಳು`)
};

export const home_fleet_text = /** @type {(inputs: Home_Fleet_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಒಟ್ಟು ${i?.ambulances} ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು ಮತ್ತು ${i?.vehicles} ವಾಹನಗಳು; ಪ್ರತಿಯೊಂದನ್ನೂ ಸ್ಯಾನಿಟೈಸ್ ಮಾಡಲಾಗಿದ್ದು GPS ಮೂಲಕ ಟ್ರ್ಯಾಕ್ ಮಾಡಲಾಗುತ್ತದೆ. ಒಂದು ವರ್ಗವನ್ನು ಆರಿಸಿ, ಚಿತ್ರವನ್ನು ದೊಡ್ಡದಾಗಿ ನೋಡಲು ಅದರ ಮೇಲೆ ಒತ್ತಿ.`)
};

export const home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ 24/7 ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ: ತರಬೇತಿ ಪಡೆದ ಪ್ಯಾರಾಮೆಡಿಕ್‌ಗಳೊಂದಿಗೆ ತುರ್ತು, ICU, ಹೃದಯ ಚಿಕಿತ್ಸಾ, ನವಜಾತ ಶಿಶು ಮತ್ತು ರೋಗಿ ಸ್ಥಳಾಂತರ ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು. ಕರೆ ಮಾಡಿ ಅಥವಾ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಬುಕ್ ಮಾಡಿ.`)
};

export const home_meta_title = /** @type {(inputs: Home_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ | 24/7 ತುರ್ತು ಮತ್ತು ICU ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const home_rating = /** @type {(inputs: Home_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ವಿಮರ್ಶೆಗಳಿಂದ ${i?.best} ರಲ್ಲಿ ${i?.value} ರೇಟಿಂಗ್`)
};

export const home_reviews_label = /** @type {(inputs: Home_Reviews_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿಮರ್ಶೆಗಳು`)
};

export const home_reviews_link = /** @type {(inputs: Home_Reviews_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಎಲ್ಲ ವಿಮರ್ಶೆಗಳನ್ನು ಓದಿ (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)`)
};

export const home_reviews_next = /** @type {(inputs: Home_Reviews_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಂದಿನ ವಿಮರ್ಶೆಗಳು`)
};

export const home_reviews_previous = /** @type {(inputs: Home_Reviews_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಿಂದಿನ ವಿಮರ್ಶೆಗಳು`)
};

export const home_reviews_track = /** @type {(inputs: Home_Reviews_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿಗಳು ಮತ್ತು ಕುಟುಂಬಗಳ ವಿಮರ್ಶೆಗಳು`)
};

export const home_services_heading = /** @type {(inputs: Home_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆಗಳು`)
};

export const home_services_text = /** @type {(inputs: Home_Services_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭಗಳಿಂದ ಮುಂಚಿತವಾಗಿ ನಿಗದಿಪಡಿಸಿದ ಸ್ಥಳಾಂತರಗಳವರೆಗೆ: ಪ್ರತಿ ಅಗತ್ಯಕ್ಕೂ ಸರಿಯಾದ ವಾಹನ ಮತ್ತು ತಂಡ, 24x7.`)
};

export const home_slide_go = /** @type {(inputs: Home_Slide_GoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಚಿತ್ರ ${i?.n} ತೋರಿಸಿ`)
};

export const home_slide_next = /** @type {(inputs: Home_Slide_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಂದಿನ ಚಿತ್ರ`)
};

export const home_slide_of = /** @type {(inputs: Home_Slide_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ರಲ್ಲಿ ${i?.n}`)
};

export const home_slide_previous = /** @type {(inputs: Home_Slide_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಿಂದಿನ ಚಿತ್ರ`)
};

export const home_slider_label = /** @type {(inputs: Home_Slider_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು`)
};

export const home_slideshow_pause = /** @type {(inputs: Home_Slideshow_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸ್ಲೈಡ್‌ಶೋ ನಿಲ್ಲಿಸಿ`)
};

export const home_slideshow_play = /** @type {(inputs: Home_Slideshow_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸ್ಲೈಡ್‌ಶೋ ಆರಂಭಿಸಿ`)
};

export const home_testimonials_heading = /** @type {(inputs: Home_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕುಟುಂಬಗಳ ಮಾತು`)
};

export const home_why_heading = /** @type {(inputs: Home_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನೇ ಏಕೆ ಆರಿಸಬೇಕು`)
};

export const landing_book_text = /** @type {(inputs: Landing_Book_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಈಗಲೇ <tel>${i?.phone}</tel> ಗೆ ಕರೆ ಮಾಡಿ. ಇಲ್ಲದಿದ್ದರೆ ವಿನಂತಿ ಕಳುಹಿಸಿ: ${i?.callback}`)
};

export const landing_coverage_heading = /** @type {(inputs: Landing_Coverage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಾದ್ಯಂತ ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು`)
};

export const landing_coverage_text = /** @type {(inputs: Landing_Coverage_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality} ಯಲ್ಲಿರುವ ನಮ್ಮ ನೆಲೆಯಿಂದ ಈ ಪ್ರದೇಶಗಳಿಗೆ ಮತ್ತು ಬೆಂಗಳೂರಿನ ಉಳಿದ ಭಾಗಗಳಿಗೆ ಸೇವೆ ನೀಡುತ್ತೇವೆ. ನೀವು ಎಲ್ಲೇ ಇರಲಿ, <tel>${i?.phone}</tel> ಗೆ ಒಂದು ಕರೆ ಮಾಡಿದರೆ ಸಾಕು, ಸಹಾಯ ಬರುತ್ತದೆ.`)
};

export const landing_fleet_heading = /** @type {(inputs: Landing_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸರಿಯಾದ ಆಂಬ್ಯುಲೆನ್ಸ್ ಆರಿಸಿ`)
};

export const landing_fleet_text = /** @type {(inputs: Landing_Fleet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪ್ರತಿ ವಾಹನವನ್ನೂ ಸ್ಯಾನಿಟೈಸ್ ಮಾಡಲಾಗಿದ್ದು GPS ಮೂಲಕ ಟ್ರ್ಯಾಕ್ ಮಾಡಲಾಗುತ್ತದೆ; ಒಳಗೆ ತರಬೇತಿ ಪಡೆದ ತಂಡ ಇರುತ್ತದೆ.`)
};

export const landing_learn_more = /** @type {(inputs: Landing_Learn_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ಬಗ್ಗೆ ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ`)
};

export const landing_meta_description = /** @type {(inputs: Landing_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ ನಿಮ್ಮ ಹತ್ತಿರ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬೇಕೇ? ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ WhatsApp ಮಾಡಿ: ತರಬೇತಿ ಪಡೆದ ಪ್ಯಾರಾಮೆಡಿಕ್‌ಗಳೊಂದಿಗೆ ತುರ್ತು, ICU ಮತ್ತು ರೋಗಿ ಸ್ಥಳಾಂತರ ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು.`)
};

export const landing_meta_title = /** @type {(inputs: Landing_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ ನಿಮ್ಮ ಹತ್ತಿರದ ಆಂಬ್ಯುಲೆನ್ಸ್ | 24x7, ಸರಾಸರಿ 3 ನಿಮಿಷದಲ್ಲಿ ಸ್ಪಂದನೆ`)
};

export const landing_offer_catalog = /** @type {(inputs: Landing_Offer_CatalogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆಗಳು`)
};

export const landing_specialised = /** @type {(inputs: Landing_SpecialisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿಶೇಷ ಸೇವೆಗಳು`)
};

export const landing_testimonials_heading = /** @type {(inputs: Landing_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ರೋಗಿಗಳ ಮಾತು`)
};

export const landing_whole_fleet = /** @type {(inputs: Landing_Whole_FleetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಎಲ್ಲ ವಾಹನಗಳನ್ನು ನೋಡಿ`)
};

export const landing_why_heading = /** @type {(inputs: Landing_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕುಟುಂಬಗಳು ನಮ್ಮನ್ನೇ ಏಕೆ ಆರಿಸುತ್ತವೆ`)
};

export const landing_why_text = /** @type {(inputs: Landing_Why_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2015 ರಿಂದ ಬೆಂಗಳೂರಿನಲ್ಲಿ ಖಾಸಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ. <about>ನಮ್ಮ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು</about>`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಭಾಷೆ`)
};

export const language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಪುಟ ಕನ್ನಡದಲ್ಲೂ ಇದೆ`)
};

export const legal_contact_heading = /** @type {(inputs: Legal_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಂಪರ್ಕ`)
};

export const legal_contact_line = /** @type {(inputs: Legal_Contact_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business}, ${i?.street}, ${i?.locality}, ${i?.city} ${i?.postal}. ಫೋನ್ <tel>${i?.phone}</tel>, ಇಮೇಲ್ <mail>${i?.email}</mail>.`)
};

export const legal_privacy_choices = /** @type {(inputs: Legal_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಬಗ್ಗೆ ನಮ್ಮಲ್ಲಿರುವ ಮಾಹಿತಿಯನ್ನು ನೋಡಲು, ಸರಿಪಡಿಸಲು ಅಥವಾ ಅಳಿಸಲು ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ:`)
};

export const legal_privacy_choices_heading = /** @type {(inputs: Legal_Privacy_Choices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಯ್ಕೆಗಳು`)
};

export const legal_privacy_collect_1 = /** @type {(inputs: Legal_Privacy_Collect_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನೀವು ಬುಕಿಂಗ್ ವಿನಂತಿ ಕಳುಹಿಸಿದಾಗ ನಿಮ್ಮ ಹೆಸರು, ಫೋನ್ ಸಂಖ್ಯೆ, ಪಿಕಪ್ ವಿಳಾಸ, ಮತ್ತು ನೀವು ನೀಡಿದರೆ ತಲುಪಬೇಕಾದ ಸ್ಥಳ, ಸೇವೆಯ ಪ್ರಕಾರ, ದಿನಾಂಕ ಮತ್ತು ಸಮಯ, ಟಿಪ್ಪಣಿಗಳು ಹಾಗೂ ನಿಮ್ಮನ್ನು ಹೇಗೆ ಸಂಪರ್ಕಿಸಬೇಕು ಎಂಬ ಆದ್ಯತೆ ನಮಗೆ ತಲುಪುತ್ತದೆ. ನೀವು ಸಂದೇಶ ಕಳುಹಿಸಿದಾಗ ನಿಮ್ಮ ಹೆಸರು, ಇಮೇಲ್ ವಿಳಾಸ, ಸಂದೇಶ, ಮತ್ತು ನೀವು ನೀಡಿದರೆ ನಿಮ್ಮ ಫೋನ್ ಸಂಖ್ಯೆ ನಮಗೆ ತಲುಪುತ್ತದೆ.`)
};

export const legal_privacy_collect_2 = /** @type {(inputs: Legal_Privacy_Collect_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಫಾರ್ಮ್‌ಗಳ ದುರುಪಯೋಗ ತಡೆಯಲು, ಪ್ರತಿ ಇಂಟರ್ನೆಟ್ ವಿಳಾಸದಿಂದ ಬಂದ ವಿನಂತಿಗಳನ್ನು ಹತ್ತು ನಿಮಿಷಗಳ ಕಾಲ ಎಣಿಸುತ್ತೇವೆ. ನಮ್ಮ ಪುಟಗಳಲ್ಲಿ ಯಾವುದೇ ಟ್ರ್ಯಾಕಿಂಗ್ ಅಥವಾ ಜಾಹೀರಾತು ಸ್ಕ್ರಿಪ್ಟ್‌ಗಳಿಲ್ಲ; ಯಾವುದಾದರೂ ಪುಟದಲ್ಲಿ ನಕ್ಷೆ ಇದ್ದರೆ, ಅದು Google Maps ನಿಂದ ಬರುತ್ತದೆ ಮತ್ತು ಅದಕ್ಕೆ Google Maps ನ ಸ್ವಂತ ಗೌಪ್ಯತಾ ನೀತಿ ಅನ್ವಯಿಸುತ್ತದೆ.`)
};

export const legal_privacy_collect_heading = /** @type {(inputs: Legal_Privacy_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಯಾವ ಮಾಹಿತಿ ಪಡೆಯುತ್ತೇವೆ`)
};

export const legal_privacy_meta_description = /** @type {(inputs: Legal_Privacy_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕಿಂಗ್ ಮತ್ತು ಸಂಪರ್ಕ ಫಾರ್ಮ್‌ಗಳು ಯಾವ ಮಾಹಿತಿ ಸಂಗ್ರಹಿಸುತ್ತವೆ, ಏಕೆ, ಅದನ್ನು ಯಾರು ನೋಡುತ್ತಾರೆ, ಮತ್ತು ಅದನ್ನು ಸರಿಪಡಿಸಲು ಅಥವಾ ಅಳಿಸಲು ಏನು ಮಾಡಬೇಕು.`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಗೌಪ್ಯತಾ ನೀತಿ`)
};

export const legal_privacy_use = /** @type {(inputs: Legal_Privacy_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನೀವು ಕೇಳಿದ ಆಂಬ್ಯುಲೆನ್ಸ್ ವ್ಯವಸ್ಥೆ ಮಾಡಲು, ನಿಮ್ಮ ಸಂದೇಶಕ್ಕೆ ಉತ್ತರಿಸಲು, ಮತ್ತು ನಾವು ನಿರ್ವಹಿಸುವ ಬುಕಿಂಗ್‌ಗಳ ದಾಖಲೆ ಇಡಲು ಮಾತ್ರ.`)
};

export const legal_privacy_use_heading = /** @type {(inputs: Legal_Privacy_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಅದನ್ನು ಏಕೆ ಬಳಸುತ್ತೇವೆ`)
};

export const legal_privacy_who = /** @type {(inputs: Legal_Privacy_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಸಿಬ್ಬಂದಿ, ನಮ್ಮ ಬುಕಿಂಗ್ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್ ಮೂಲಕ; ಅದಕ್ಕೆ ಸಿಬ್ಬಂದಿ ಸೈನ್-ಇನ್ ಅಗತ್ಯ.`)
};

export const legal_privacy_who_heading = /** @type {(inputs: Legal_Privacy_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಅದನ್ನು ಯಾರು ನೋಡುತ್ತಾರೆ`)
};

export const legal_terms_emergency = /** @type {(inputs: Legal_Terms_EmergencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಫಾರ್ಮ್‌ಗೆ ಉತ್ತರ ಬರುವವರೆಗೆ ಕಾಯಬೇಡಿ: ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿ <tel>${i?.phone}</tel> ಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const legal_terms_emergency_heading = /** @type {(inputs: Legal_Terms_Emergency_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭಗಳು`)
};

export const legal_terms_info = /** @type {(inputs: Legal_Terms_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಪುಟಗಳು ನಮ್ಮ ಸೇವೆಗಳನ್ನು ಸಾಮಾನ್ಯವಾಗಿ ವಿವರಿಸುತ್ತವೆ. ಇವು ವೈದ್ಯಕೀಯ ಸಲಹೆಯಲ್ಲ: ರೋಗಿಯ ಆರೈಕೆಯ ಬಗ್ಗೆ ವೈದ್ಯರನ್ನು ಕೇಳಿ.`)
};

export const legal_terms_info_heading = /** @type {(inputs: Legal_Terms_Info_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿರುವ ಮಾಹಿತಿ`)
};

export const legal_terms_meta_description = /** @type {(inputs: Legal_Terms_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಮಾಡುವ ಬುಕಿಂಗ್ ವಿನಂತಿಗಳು ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತವೆ, ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಏನು ಮಾಡಬೇಕು, ಮತ್ತು ನಮ್ಮನ್ನು ಹೇಗೆ ಸಂಪರ್ಕಿಸಬೇಕು.`)
};

export const legal_terms_requests = /** @type {(inputs: Legal_Terms_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ವೆಬ್‌ಸೈಟ್ ಮೂಲಕ ಕಳುಹಿಸಿದ ವಿನಂತಿ ಇನ್ನೂ ಖಚಿತ ಬುಕಿಂಗ್ ಅಲ್ಲ: ನಮ್ಮ ತಂಡ ಫೋನ್ ಅಥವಾ WhatsApp ಮೂಲಕ ನಿಮ್ಮೊಂದಿಗೆ ಅದನ್ನು ಖಚಿತಪಡಿಸುತ್ತದೆ.`)
};

export const legal_terms_requests_heading = /** @type {(inputs: Legal_Terms_Requests_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ವಿನಂತಿಗಳು`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸೇವಾ ನಿಯಮಗಳು`)
};

export const msg_cancelled = /** @type {(inputs: Msg_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕಿಂಗ್${i?.ref} ರದ್ದಾಗಿದೆ. ನಿಮಗೆ ಇನ್ನೂ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬೇಕಿದ್ದರೆ, ಯಾವಾಗ ಬೇಕಾದರೂ ನಮಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const msg_completed = /** @type {(inputs: Msg_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ಪ್ರಯಾಣ${i?.ref} ಪೂರ್ಣಗೊಂಡಿದೆ. ನಮ್ಮ ಮೇಲೆ ನಂಬಿಕೆ ಇಟ್ಟಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು; ಬೇಗ ಗುಣಮುಖರಾಗಿ ಎಂದು ಹಾರೈಸುತ್ತೇವೆ.`)
};

export const msg_confirmed = /** @type {(inputs: Msg_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕಿಂಗ್${i?.ref} ಖಚಿತವಾಗಿದೆ: ${i?.when}, ಪಿಕಪ್ ಸ್ಥಳ: ${i?.pickup}.`)
};

export const msg_driver = /** @type {(inputs: Msg_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಚಾಲಕ: ${i?.driver}.`)
};

export const msg_driver_with_phone = /** @type {(inputs: Msg_Driver_With_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಚಾಲಕ: ${i?.driver}, ${i?.phone}.`)
};

export const msg_follow_live = /** @type {(inputs: Msg_Follow_LiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಲೈವ್ ಆಗಿ ನೋಡಿ: ${i?.url}`)
};

export const msg_hello = /** @type {(inputs: Msg_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಮಸ್ಕಾರ ${i?.name}, ಇದು ${i?.business}.`)
};

export const msg_helpline = /** @type {(inputs: Msg_HelplineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`24x7 ಸಹಾಯವಾಣಿ: ${i?.phone}.`)
};

export const msg_in_progress = /** @type {(inputs: Msg_In_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ${i?.pickup} ಕಡೆಗೆ ಬರುತ್ತಿದೆ.`)
};

export const msg_pending = /** @type {(inputs: Msg_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ವಿನಂತಿ${i?.ref} ನಮಗೆ ತಲುಪಿದೆ, ಪಿಕಪ್ ಸ್ಥಳ: ${i?.pickup}. ನಾವು 5 ನಿಮಿಷಗಳಲ್ಲಿ ನಿಮಗೆ ಮರಳಿ ಕರೆ ಮಾಡುತ್ತೇವೆ. ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಈಗಲೇ ನಮಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const msg_reference = /** @type {(inputs: Msg_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ಸಂಖ್ಯೆ ${i?.reference}`)
};

export const msg_vehicle = /** @type {(inputs: Msg_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್: ${i?.vehicle}.`)
};

export const msg_vehicle_to_come = /** @type {(inputs: Msg_Vehicle_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಮತ್ತು ಚಾಲಕರ ವಿವರಗಳನ್ನು ಶೀಘ್ರದಲ್ಲೇ ಕಳುಹಿಸುತ್ತೇವೆ.`)
};

export const nav_about = /** @type {(inputs: Nav_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಬಗ್ಗೆ`)
};

export const nav_all_services = /** @type {(inputs: Nav_All_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಎಲ್ಲ ಸೇವೆಗಳು`)
};

export const nav_book_whatsapp = /** @type {(inputs: Nav_Book_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp ನಲ್ಲಿ ಬುಕ್ ಮಾಡಿ`)
};

export const nav_call = /** @type {(inputs: Nav_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಕರೆ ಮಾಡಿ ${i?.phone}`)
};

export const nav_call_hidden = /** @type {(inputs: Nav_Call_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕರೆ ಮಾಡಿ `)
};

export const nav_contact = /** @type {(inputs: Nav_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಂಪರ್ಕ`)
};

export const nav_contact_us = /** @type {(inputs: Nav_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ`)
};

export const nav_emergency_call = /** @type {(inputs: Nav_Emergency_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಕರೆ: ${i?.phone}`)
};

export const nav_fleet = /** @type {(inputs: Nav_FleetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಾಹನಗಳು`)
};

export const nav_home = /** @type {(inputs: Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಖಪುಟ`)
};

export const nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಖ್ಯ`)
};

export const nav_menu_close = /** @type {(inputs: Nav_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮೆನು ಮುಚ್ಚಿ`)
};

export const nav_menu_open = /** @type {(inputs: Nav_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮೆನು ತೆರೆಯಿರಿ`)
};

export const nav_mobile = /** @type {(inputs: Nav_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮೊಬೈಲ್`)
};

export const nav_services = /** @type {(inputs: Nav_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸೇವೆಗಳು`)
};

export const receipt_booking_thanks = /** @type {(inputs: Receipt_Booking_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಧನ್ಯವಾದಗಳು! ನಿಮ್ಮ ವಿನಂತಿ ನಮಗೆ ತಲುಪಿದೆ.`)
};

export const receipt_callback_promise = /** @type {(inputs: Receipt_Callback_PromiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ತಂಡ 5 ನಿಮಿಷಗಳೊಳಗೆ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುತ್ತದೆ.`)
};

export const receipt_copy_failed = /** @type {(inputs: Receipt_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾಪಿ ಆಗಲಿಲ್ಲ: ಲಿಂಕ್ ಕಾಪಿ ಮಾಡಲು ಮೇಲಿನ ಬಟನ್ ಅನ್ನು ಒತ್ತಿ ಹಿಡಿಯಿರಿ.`)
};

export const receipt_copy_link = /** @type {(inputs: Receipt_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲಿಂಕ್ ಕಾಪಿ ಮಾಡಿ`)
};

export const receipt_follow_live = /** @type {(inputs: Receipt_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಲೈವ್ ಆಗಿ ನೋಡಿ`)
};

export const receipt_link_copied = /** @type {(inputs: Receipt_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲಿಂಕ್ ಕಾಪಿ ಆಗಿದೆ. ಅದನ್ನು ಸಂದೇಶದಲ್ಲಿ ಪೇಸ್ಟ್ ಮಾಡಿ ನಿಮ್ಮ ಕುಟುಂಬದವರಿಗೆ ಕಳುಹಿಸಿ.`)
};

export const receipt_link_private = /** @type {(inputs: Receipt_Link_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಲಿಂಕ್ ಅನ್ನು ಖಾಸಗಿಯಾಗಿ ಇಡಿ; ನಿಮ್ಮ ಬುಕಿಂಗ್ ಮುಗಿದ ನಂತರ 24 ಗಂಟೆಗಳವರೆಗೆ ಇದು ಕೆಲಸ ಮಾಡುತ್ತದೆ.`)
};

export const receipt_message_next = /** @type {(inputs: Receipt_Message_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಇಮೇಲ್ ಅಥವಾ ಫೋನ್ ಮೂಲಕ ಉತ್ತರಿಸುತ್ತೇವೆ.`)
};

export const receipt_message_thanks = /** @type {(inputs: Receipt_Message_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಧನ್ಯವಾದಗಳು! ನಿಮ್ಮ ಸಂದೇಶ ನಮಗೆ ತಲುಪಿದೆ.`)
};

export const receipt_reference = /** @type {(inputs: Receipt_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆ: ${i?.reference}`)
};

export const receipt_request_with_us = /** @type {(inputs: Receipt_Request_With_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ವಿನಂತಿ ${i?.reference} ನಮ್ಮ ಬಳಿ ಇದೆ.`)
};

export const receipt_share = /** @type {(inputs: Receipt_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಂಚಿಕೊಳ್ಳಿ`)
};

export const receipt_share_title = /** @type {(inputs: Receipt_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ವಿನಂತಿಯನ್ನು ಲೈವ್ ಆಗಿ ನೋಡಿ`)
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

export const site_address = /** @type {(inputs: Site_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿಳಾಸ`)
};

export const site_areas_heading = /** @type {(inputs: Site_Areas_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಸೇವೆ ನೀಡುವ ಪ್ರದೇಶಗಳು`)
};

export const site_book_whatsapp = /** @type {(inputs: Site_Book_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp ಮೂಲಕ ಬುಕ್ ಮಾಡಿ`)
};

export const site_call_now = /** @type {(inputs: Site_Call_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಈಗಲೇ ಕರೆ ಮಾಡಿ: ${i?.phone}`)
};

export const site_callback = /** @type {(inputs: Site_CallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ತಂಡ 5 ನಿಮಿಷಗಳಲ್ಲಿ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುತ್ತದೆ.`)
};

export const site_email = /** @type {(inputs: Site_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಇಮೇಲ್`)
};

export const site_find_us = /** @type {(inputs: Site_Find_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಇರುವ ಸ್ಥಳ`)
};

export const site_helpline_24x7 = /** @type {(inputs: Site_Helpline_24x7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 ಸಹಾಯವಾಣಿ`)
};

export const site_hours = /** @type {(inputs: Site_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಮಯ`)
};

export const site_map_title = /** @type {(inputs: Site_Map_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality}, ${i?.city} ಯಲ್ಲಿರುವ ನಮ್ಮ ನೆಲೆಯ ನಕ್ಷೆ`)
};

export const site_open_maps = /** @type {(inputs: Site_Open_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Maps ನಲ್ಲಿ ತೆರೆಯಿರಿ (ಹೊಸ ಟ್ಯಾಬ್)`)
};

export const site_rated = /** @type {(inputs: Site_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`5 ರಲ್ಲಿ ${i?.rating} ರೇಟಿಂಗ್`)
};

export const site_reach_us = /** @type {(inputs: Site_Reach_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ`)
};

export const site_record = /** @type {(inputs: Site_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಸಾಧನೆ`)
};

export const site_whatsapp_chat = /** @type {(inputs: Site_Whatsapp_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp ನಲ್ಲಿ ಚಾಟ್ ಮಾಡಿ (ಹೊಸ ಟ್ಯಾಬ್)`)
};

export const skip_link = /** @type {(inputs: Skip_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿಷಯಕ್ಕೆ ಹೋಗಿ`)
};

export const track_away_hours = /** @type {(inputs: Track_Away_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸುಮಾರು ${i?.hours} ಗಂಟೆ ದೂರದಲ್ಲಿದೆ`)
};

export const track_away_hours_minutes = /** @type {(inputs: Track_Away_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸುಮಾರು ${i?.hours} ಗಂಟೆ ${i?.minutes} ನಿಮಿಷ ದೂರದಲ್ಲಿದೆ`)
};

export const track_away_minutes = /** @type {(inputs: Track_Away_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸುಮಾರು ${i?.minutes} ನಿಮಿಷ ದೂರದಲ್ಲಿದೆ`)
};

export const track_booking_reference = /** @type {(inputs: Track_Booking_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ${i?.reference}`)
};

export const track_call_driver = /** @type {(inputs: Track_Call_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.driver} ಅವರಿಗೆ ಕರೆ ಮಾಡಿ`)
};

export const track_call_helpline = /** @type {(inputs: Track_Call_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ`)
};

export const track_call_our_helpline = /** @type {(inputs: Track_Call_Our_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ`)
};

export const track_call_the_driver = /** @type {(inputs: Track_Call_The_DriverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಚಾಲಕರಿಗೆ ಕರೆ ಮಾಡಿ`)
};

export const track_driver = /** @type {(inputs: Track_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಚಾಲಕ ${i?.driver}`)
};

export const track_expired_text = /** @type {(inputs: Track_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ಮುಗಿದ 24 ಗಂಟೆಗಳ ನಂತರ ಟ್ರ್ಯಾಕಿಂಗ್ ಲಿಂಕ್ ಕೆಲಸ ಮಾಡುವುದಿಲ್ಲ. ಈ ಬುಕಿಂಗ್ ಕುರಿತು ಏನೇ ಇದ್ದರೂ ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const track_expired_title = /** @type {(inputs: Track_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಟ್ರ್ಯಾಕಿಂಗ್ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ`)
};

export const track_keep_private = /** @type {(inputs: Track_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಲಿಂಕ್ ಅನ್ನು ಗೌಪ್ಯವಾಗಿಡಿ: ಇದು ಯಾರ ಬಳಿ ಇದ್ದರೂ ಬುಕಿಂಗ್ ಮುಗಿದ 24 ಗಂಟೆಗಳವರೆಗೆ ಅದನ್ನು ನೋಡಬಹುದು.`)
};

export const track_live_connected = /** @type {(inputs: Track_Live_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲೈವ್: ಈ ಪುಟ ತಾನಾಗಿಯೇ ಅಪ್‌ಡೇಟ್ ಆಗುತ್ತದೆ.`)
};

export const track_live_copy_link = /** @type {(inputs: Track_Live_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲಿಂಕ್ ನಕಲಿಸಿ`)
};

export const track_live_link_copied = /** @type {(inputs: Track_Live_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲಿಂಕ್ ನಕಲಿಸಲಾಗಿದೆ.`)
};

export const track_live_reconnecting = /** @type {(inputs: Track_Live_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮತ್ತೆ ಸಂಪರ್ಕಿಸಲಾಗುತ್ತಿದೆ… ಸಂಪರ್ಕ ಸಿಗದಿದ್ದರೆ ಈ ಪುಟ ತಾನಾಗಿಯೇ ರಿಫ್ರೆಶ್ ಆಗುತ್ತದೆ.`)
};

export const track_live_refreshes = /** @type {(inputs: Track_Live_RefreshesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಪುಟ ಪ್ರತಿ 30 ಸೆಕೆಂಡಿಗೆ ತಾನಾಗಿಯೇ ರಿಫ್ರೆಶ್ ಆಗುತ್ತದೆ.`)
};

export const track_live_share = /** @type {(inputs: Track_Live_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಂಚಿಕೊಳ್ಳಿ`)
};

export const track_map_pickup = /** @type {(inputs: Track_Map_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪಿಕಪ್ ಸ್ಥಳ`)
};

export const track_not_found_text = /** @type {(inputs: Track_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಪೂರ್ತಿ ಲಿಂಕ್ ನಕಲಾಗಿದೆಯೇ ಎಂದು ಪರಿಶೀಲಿಸಿ. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಕುರಿತು ಏನೇ ಇದ್ದರೂ ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const track_not_found_title = /** @type {(inputs: Track_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಟ್ರ್ಯಾಕಿಂಗ್ ಲಿಂಕ್ ಕೆಲಸ ಮಾಡುತ್ತಿಲ್ಲ`)
};

export const track_position_imprecise = /** @type {(inputs: Track_Position_ImpreciseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಅಂದಾಜು ಹೇಳುವಷ್ಟು ಸ್ಥಳ ನಿಖರವಾಗಿಲ್ಲ`)
};

export const track_position_location = /** @type {(inputs: Track_Position_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳ ${i?.age}`)
};

export const track_service_air = /** @type {(inputs: Track_Service_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಏರ್ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_als = /** @type {(inputs: Track_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_basic = /** @type {(inputs: Track_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೇಸಿಕ್ ಲೈಫ್ ಸಪೋರ್ಟ್ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_cardiac = /** @type {(inputs: Track_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೃದಯ ರೋಗಿಗಳ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_corporate = /** @type {(inputs: Track_Service_CorporateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾರ್ಪೊರೇಟ್`)
};

export const track_service_emergency = /** @type {(inputs: Track_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_event = /** @type {(inputs: Track_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾರ್ಯಕ್ರಮಗಳಿಗೆ ಸ್ಟ್ಯಾಂಡ್‌ಬೈ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_funeral = /** @type {(inputs: Track_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಶವ ಸಾಗಣೆ / ಮಾರ್ಚುರಿ ವಾಹನ`)
};

export const track_service_icu = /** @type {(inputs: Track_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_intercity = /** @type {(inputs: Track_Service_IntercityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೇರೆ ನಗರಕ್ಕೆ ರೋಗಿ ಸಾಗಣೆ`)
};

export const track_service_neonatal = /** @type {(inputs: Track_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನವಜಾತ ಶಿಶು ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_service_transfer = /** @type {(inputs: Track_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿ ಸ್ಥಳಾಂತರ`)
};

export const track_stage_assigned = /** @type {(inputs: Track_Stage_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ನಿಗದಿಯಾಗಿದೆ`)
};

export const track_stage_at_destination = /** @type {(inputs: Track_Stage_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಗಮ್ಯಸ್ಥಾನ ತಲುಪಿದೆ`)
};

export const track_stage_at_pickup = /** @type {(inputs: Track_Stage_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಬಂದಿದೆ`)
};

export const track_stage_cancelled = /** @type {(inputs: Track_Stage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ`)
};

export const track_stage_completed = /** @type {(inputs: Track_Stage_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪೂರ್ಣಗೊಂಡಿದೆ`)
};

export const track_stage_confirmed = /** @type {(inputs: Track_Stage_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ಖಚಿತವಾಗಿದೆ`)
};

export const track_stage_on_board = /** @type {(inputs: Track_Stage_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್‌ನಲ್ಲಿದ್ದಾರೆ`)
};

export const track_stage_on_the_way = /** @type {(inputs: Track_Stage_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ದಾರಿಯಲ್ಲಿದೆ`)
};

export const track_stage_received = /** @type {(inputs: Track_Stage_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿನಂತಿ ತಲುಪಿದೆ`)
};

export const track_text_assigned = /** @type {(inputs: Track_Text_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮಗಾಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಮತ್ತು ಅದರ ಚಾಲಕರನ್ನು ನಿಗದಿಪಡಿಸಲಾಗಿದೆ.`)
};

export const track_text_at_destination = /** @type {(inputs: Track_Text_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಗಮ್ಯಸ್ಥಾನವನ್ನು ತಲುಪಿದೆ.`)
};

export const track_text_at_pickup = /** @type {(inputs: Track_Text_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಪಿಕಪ್ ವಿಳಾಸವನ್ನು ತಲುಪಿದೆ.`)
};

export const track_text_cancelled = /** @type {(inputs: Track_Text_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ. ನಿಮಗೆ ಇನ್ನೂ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬೇಕಿದ್ದರೆ, ಈಗಲೇ ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const track_text_completed = /** @type {(inputs: Track_Text_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪ್ರಯಾಣ ಪೂರ್ಣಗೊಂಡಿದೆ. ರೋಗಿ ಬೇಗ ಗುಣಮುಖರಾಗಲಿ ಎಂದು ಹಾರೈಸುತ್ತೇವೆ.`)
};

export const track_text_confirmed = /** @type {(inputs: Track_Text_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ತಂಡ ನಿಮ್ಮ ಬುಕಿಂಗ್ ಖಚಿತಪಡಿಸಿದೆ ಮತ್ತು ಆಂಬ್ಯುಲೆನ್ಸ್ ನಿಗದಿಪಡಿಸುತ್ತಿದೆ.`)
};

export const track_text_on_board = /** @type {(inputs: Track_Text_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿ ನಮ್ಮ ಸಿಬ್ಬಂದಿಯೊಂದಿಗೆ ಆಂಬ್ಯುಲೆನ್ಸ್‌ನಲ್ಲಿದ್ದಾರೆ.`)
};

export const track_text_on_the_way = /** @type {(inputs: Track_Text_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಪಿಕಪ್ ವಿಳಾಸದತ್ತ ಬರುತ್ತಿದೆ.`)
};

export const track_text_received = /** @type {(inputs: Track_Text_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ವಿನಂತಿ ನಮಗೆ ತಲುಪಿದೆ. ನಮ್ಮ ತಂಡ 5 ನಿಮಿಷಗಳಲ್ಲಿ ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತದೆ.`)
};

export const track_title_booking = /** @type {(inputs: Track_Title_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ${i?.reference}`)
};

export const track_too_many_text = /** @type {(inputs: Track_Too_Many_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಕೆಲವು ನಿಮಿಷ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ.`)
};

export const track_too_many_title = /** @type {(inputs: Track_Too_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಲಾಗಿದೆ`)
};

export const track_updated_minutes = /** @type {(inputs: Track_Updated_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} ನಿಮಿಷ ಹಿಂದೆ ಅಪ್‌ಡೇಟ್ ಆಗಿದೆ`)
};

export const track_updated_seconds = /** @type {(inputs: Track_Updated_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} ಸೆಕೆಂಡ್ ಹಿಂದೆ ಅಪ್‌ಡೇಟ್ ಆಗಿದೆ`)
};

export const track_updates_by_itself = /** @type {(inputs: Track_Updates_By_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಪುಟ ತಾನಾಗಿಯೇ ಅಪ್‌ಡೇಟ್ ಆಗುತ್ತದೆ.`)
};

export const track_vehicle = /** @type {(inputs: Track_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ವಾಹನ ${i?.number}`)
};

export const track_where_ambulance = /** @type {(inputs: Track_Where_AmbulanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

export const track_where_at_pickup = /** @type {(inputs: Track_Where_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಪಿಕಪ್ ಸ್ಥಳದಲ್ಲಿದೆ`)
};

export const track_where_on_board = /** @type {(inputs: Track_Where_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಗಮ್ಯಸ್ಥಾನದತ್ತ ಹೋಗುತ್ತಿದೆ`)
};

export const validation_date_time = /** @type {(inputs: Validation_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈಗಿನಿಂದ ಮುಂದಿನ ದಿನಾಂಕ ಮತ್ತು ಸಮಯವನ್ನು ಆಯ್ಕೆಮಾಡಿ (ಒಂದು ವರ್ಷದೊಳಗೆ)`)
};

export const validation_email_invalid = /** @type {(inputs: Validation_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ`)
};

export const validation_email_too_long = /** @type {(inputs: Validation_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಇಮೇಲ್ ${i?.max} ಅಕ್ಷರಗಳನ್ನು ಮೀರಬಾರದು`)
};

export const validation_label_destination = /** @type {(inputs: Validation_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತಲುಪಬೇಕಾದ ಸ್ಥಳ`)
};

export const validation_label_full_name = /** @type {(inputs: Validation_Label_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪೂರ್ಣ ಹೆಸರು`)
};

export const validation_label_message = /** @type {(inputs: Validation_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಂದೇಶ`)
};

export const validation_label_name = /** @type {(inputs: Validation_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೆಸರು`)
};

export const validation_label_notes = /** @type {(inputs: Validation_Label_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೆಚ್ಚುವರಿ ಮಾಹಿತಿ`)
};

export const validation_label_pickup_address = /** @type {(inputs: Validation_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪಿಕಪ್ ವಿಳಾಸ`)
};

export const validation_location_pair = /** @type {(inputs: Validation_Location_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳಕ್ಕೆ ಅಕ್ಷಾಂಶ ಮತ್ತು ರೇಖಾಂಶ ಎರಡೂ ಬೇಕು`)
};

export const validation_phone_invalid = /** @type {(inputs: Validation_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸರಿಯಾದ ಭಾರತೀಯ ಫೋನ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ, ಉದಾ. 98765 43210`)
};

export const validation_phone_required = /** @type {(inputs: Validation_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಫೋನ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ${i?.label} ನಮೂದಿಸಿ`)
};

export const validation_service_type = /** @type {(inputs: Validation_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಸೇವೆಯ ವಿಧವನ್ನು ಆಯ್ಕೆಮಾಡಿ`)
};

export const validation_too_long = /** @type {(inputs: Validation_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ${i?.max} ಅಕ್ಷರಗಳನ್ನು ಮೀರಬಾರದು`)
};

export const validation_too_short = /** @type {(inputs: Validation_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ಕನಿಷ್ಠ ${i?.min} ಅಕ್ಷರಗಳಷ್ಟು ಇರಬೇಕು`)
};