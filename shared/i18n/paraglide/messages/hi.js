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
	return /** @type {LocalizedString} */ (`हमारी गाड़ियाँ`)
};

export const about_fleet_text = /** @type {(inputs: About_Fleet_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बेसिक लाइफ़ सपोर्ट से लेकर ICU, कार्डियक और शव वाहन एम्बुलेंस तक, कुल ${i?.ambulances} एम्बुलेंस और ${i?.vehicles} गाड़ियाँ। सभी गाड़ियाँ सैनिटाइज़्ड और ${i?.gps} GPS ट्रैक्ड हैं। <fleet>हमारी गाड़ियाँ देखें</fleet>।`)
};

export const about_heading = /** @type {(inputs: About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके नज़दीक एम्बुलेंस सेवा`)
};

export const about_hero_text = /** @type {(inputs: About_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} बेंगलुरु की एक निजी एम्बुलेंस सेवा है, जो 2015 से 24x7 सेवा में है। ${i?.families} परिवारों का भरोसा।`)
};

export const about_licensed_heading = /** @type {(inputs: About_Licensed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाइसेंसशुदा और पारदर्शी`)
};

export const about_licensed_text = /** @type {(inputs: About_Licensed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमें राज्य स्वास्थ्य विभाग से लाइसेंस मिला है, और यात्रा शुरू होने से पहले ही हम परिवारों को साफ़ बताते हैं कि उसमें क्या-क्या शामिल है।`)
};

export const about_meta_description = /** @type {(inputs: About_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम कौन हैं: 2015 से बेंगलुरु में 24x7 निजी एम्बुलेंस सेवा, प्रशिक्षित पैरामेडिक्स, 21+ GPS-ट्रैक्ड गाड़ियों और पूरे शहर में सेवा के साथ।`)
};

export const about_meta_title = /** @type {(inputs: About_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपके नज़दीक एम्बुलेंस सेवा | ${i?.business} के बारे में`)
};

export const about_reach_text = /** @type {(inputs: About_Reach_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हमारी 24x7 हेल्पलाइन <tel>${i?.phone}</tel> पर कॉल करें (<helpline>हेल्पलाइन के बारे में और जानें</helpline>), <near>अपने नज़दीक एम्बुलेंस</near> खोजें, या किसी और तरीके से <contact>हमसे संपर्क करें</contact>।`)
};

export const about_team_heading = /** @type {(inputs: About_Team_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी टीम`)
};

export const about_team_text = /** @type {(inputs: About_Team_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हर यात्रा में प्रशिक्षित पैरामेडिक्स, अनुभवी EMT और ड्राइवर होते हैं। हम परिवारों को हर बात की जानकारी देते हैं, आगे क्या होगा यह समझाते हैं, और हर मरीज़ की देखभाल संवेदना के साथ करते हैं।`)
};

export const about_what_heading = /** @type {(inputs: About_What_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम क्या करते हैं`)
};

export const about_what_text = /** @type {(inputs: About_What_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी से लेकर पहले से तय यात्राओं तक, हम ${i?.count} सेवाएँ देते हैं: ${i?.list}। <services>हमारी सभी सेवाएँ</services> देखें।`)
};

export const about_where_heading = /** @type {(inputs: About_Where_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम कहाँ सेवा देते हैं`)
};

export const about_where_text = /** @type {(inputs: About_Where_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`पूरे बेंगलुरु में, जिसमें ${i?.areas} और ${i?.last} शामिल हैं। लंबी यात्राओं के लिए हम इंटरसिटी ट्रांसफ़र और एयर एम्बुलेंस भी चलाते हैं।`)
};

export const about_who_heading = /** @type {(inputs: About_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम कौन हैं`)
};

export const about_who_text = /** @type {(inputs: About_Who_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हम ${i?.locality}, ${i?.city} में स्थित एक निजी एम्बुलेंस सेवा हैं। 2015 से हम मरीज़ों, परिवारों, अस्पतालों, कंपनियों और कार्यक्रम आयोजकों की कॉल का जवाब दिन के 24 घंटे, हफ़्ते के 7 दिन, साल के 365 दिन देते आ रहे हैं। इन वर्षों में ${i?.families} परिवारों ने हम पर भरोसा किया है, और हमारी टीमों ने ${i?.lives} जानें बचाई हैं।`)
};

export const contact_coverage_text = /** @type {(inputs: Contact_Coverage_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality} में हमारे बेस से, पूरे बेंगलुरु में। आपका इलाका सूची में नहीं है? हमें कॉल करें: हम तुरंत बता देंगे।`)
};

export const contact_email_text = /** @type {(inputs: Contact_Email_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉर्पोरेट बिलिंग और ऐसी हर बात के लिए जो जल्दी की नहीं है।`)
};

export const contact_forms_heading = /** @type {(inputs: Contact_Forms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस बुक करें या संदेश भेजें`)
};

export const contact_forms_text = /** @type {(inputs: Contact_Forms_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी में अभी <tel>${i?.phone}</tel> पर कॉल करें।`)
};

export const contact_heading = /** @type {(inputs: Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमसे संपर्क करें`)
};

export const contact_hero_text = /** @type {(inputs: Contact_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम 24x7 जवाब देते हैं। इमरजेंसी में कॉल करें; बाकी किसी भी बात के लिए मैसेज करें, लिखें या नीचे अनुरोध भेजें।`)
};

export const contact_hotline_text = /** @type {(inputs: Contact_Hotline_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी और बुकिंग के लिए, दिन हो या रात। भारत के बाहर से: ${i?.international}।`)
};

export const contact_hotline_title = /** @type {(inputs: Contact_Hotline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 हॉटलाइन`)
};

export const contact_hours_text = /** @type {(inputs: Contact_Hours_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`<strong>काम का समय: ${i?.short}।</strong> ${i?.long}, छुट्टियों के दिन भी। हमारे <helpline>एम्बुलेंस हेल्पलाइन नंबर</helpline> पर हमेशा जवाब मिलता है।`)
};

export const contact_location_title = /** @type {(inputs: Contact_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्थान`)
};

export const contact_meta_description = /** @type {(inputs: Contact_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दिन हो या रात, हमें कॉल, WhatsApp या ईमेल करें: बेंगलुरु में 24x7 एम्बुलेंस बुकिंग, वर्तुर में हमारा पता, हमारे सेवा क्षेत्र, और बुकिंग या सवाल पूछने के फ़ॉर्म।`)
};

export const contact_meta_title = /** @type {(inputs: Contact_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हमसे संपर्क करें | ${i?.business}, 24x7 एम्बुलेंस बुकिंग`)
};

export const contact_reach_label = /** @type {(inputs: Contact_Reach_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमसे संपर्क करने के तरीके`)
};

export const contact_whatsapp_text = /** @type {(inputs: Contact_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिकअप की जगह और आपको क्या चाहिए, यह भेजें; हम उसी चैट पर जवाब देते हैं।`)
};

export const error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`माफ़ कीजिए! यह पेज नहीं मिला`)
};

export const error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`पेज नहीं मिला | ${i?.business}`)
};

export const error_return_home = /** @type {(inputs: Error_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`होम पेज पर लौटें`)
};

export const error_unexpected = /** @type {(inputs: Error_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनपेक्षित त्रुटि हुई!`)
};

export const fleet_categories_heading = /** @type {(inputs: Fleet_Categories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`श्रेणी के अनुसार गाड़ियाँ`)
};

export const fleet_categories_text = /** @type {(inputs: Fleet_Categories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हर मरीज़ के लिए सही गाड़ी, और हर गाड़ी में क्या-क्या है।`)
};

export const fleet_category_basic = /** @type {(inputs: Fleet_Category_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेसिक`)
};

export const fleet_category_exterior = /** @type {(inputs: Fleet_Category_ExteriorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बाहर से`)
};

export const fleet_category_interior = /** @type {(inputs: Fleet_Category_InteriorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अंदर से`)
};

export const fleet_category_service = /** @type {(inputs: Fleet_Category_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवा`)
};

export const fleet_close = /** @type {(inputs: Fleet_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बंद करें`)
};

export const fleet_cta = /** @type {(inputs: Fleet_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस चाहिए? <helpline>हमारी 24x7 हेल्पलाइन पर कॉल करें</helpline> या <book>बुकिंग अनुरोध भेजें</book>।`)
};

export const fleet_enlarge = /** @type {(inputs: Fleet_EnlargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बड़ा देखने के लिए क्लिक करें`)
};

export const fleet_features_heading = /** @type {(inputs: Fleet_Features_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी गाड़ियों की खूबियाँ`)
};

export const fleet_filter_all = /** @type {(inputs: Fleet_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी`)
};

export const fleet_filter_label = /** @type {(inputs: Fleet_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस श्रेणी की तस्वीरें दिखाएँ`)
};

export const fleet_gallery_heading = /** @type {(inputs: Fleet_Gallery_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी गाड़ियों के अंदर`)
};

export const fleet_gallery_text = /** @type {(inputs: Fleet_Gallery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई श्रेणी चुनें, और बड़ा देखने के लिए किसी तस्वीर पर क्लिक करें।`)
};

export const fleet_heading = /** @type {(inputs: Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी एम्बुलेंस गाड़ियाँ`)
};

export const fleet_hero_text = /** @type {(inputs: Fleet_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ICU से लेकर शव वाहन एम्बुलेंस तक, कुल ${i?.ambulances} एम्बुलेंस और ${i?.vehicles} गाड़ियाँ: हर एक सैनिटाइज़्ड, 100% GPS ट्रैक्ड और पूरे बेंगलुरु में 24x7 तैयार।`)
};

export const fleet_meta_description = /** @type {(inputs: Fleet_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में 21+ सैनिटाइज़्ड, 100% GPS-ट्रैक्ड गाड़ियाँ: 6 ICU, 8 इमरजेंसी, 3 कार्डियक और 4 शव वाहन एम्बुलेंस, और हर एक में मौजूद उपकरण।`)
};

export const fleet_meta_title = /** @type {(inputs: Fleet_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी एम्बुलेंस गाड़ियाँ | ICU, इमरजेंसी, कार्डियक और शव वाहन`)
};

export const fleet_next_picture = /** @type {(inputs: Fleet_Next_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अगली तस्वीर`)
};

export const fleet_on_board = /** @type {(inputs: Fleet_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गाड़ी में मौजूद`)
};

export const fleet_pictures_shown = /** @type {(inputs: Fleet_Pictures_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} तस्वीरें दिखाई गई हैं`)
};

export const fleet_previous_picture = /** @type {(inputs: Fleet_Previous_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिछली तस्वीर`)
};

export const fleet_total_heading = /** @type {(inputs: Fleet_Total_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल गाड़ियाँ`)
};

export const fleet_total_text = /** @type {(inputs: Fleet_Total_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ambulances} एम्बुलेंस सहित। अपनी ज़रूरत की गाड़ी बुक करने के लिए <contact>हमसे संपर्क करें</contact>।`)
};

export const footer_about = /** @type {(inputs: Footer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारे बारे में`)
};

export const footer_book_online = /** @type {(inputs: Footer_Book_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑनलाइन बुक करें`)
};

export const footer_company = /** @type {(inputs: Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी`)
};

export const footer_contact = /** @type {(inputs: Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमसे संपर्क करें`)
};

export const footer_copyright = /** @type {(inputs: Footer_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© 2015 ${i?.business}. सर्वाधिकार सुरक्षित।`)
};

export const footer_email = /** @type {(inputs: Footer_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ईमेल: <mail>${i?.email}</mail>`)
};

export const footer_emergency_line = /** @type {(inputs: Footer_Emergency_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी लाइन: <tel>${i?.phone}</tel>`)
};

export const footer_helpline = /** @type {(inputs: Footer_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 हेल्पलाइन नंबर`)
};

export const footer_hours = /** @type {(inputs: Footer_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`समय: ${i?.hours}`)
};

export const footer_quick = /** @type {(inputs: Footer_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`तुरंत संपर्क`)
};

export const footer_sitemap = /** @type {(inputs: Footer_SitemapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइटमैप`)
};

export const footer_whatsapp_label = /** @type {(inputs: Footer_Whatsapp_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp पर चैट करें (नए टैब में खुलेगा)`)
};

export const form_booking_sending = /** @type {(inputs: Form_Booking_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुरोध भेजा जा रहा है…`)
};

export const form_booking_submit = /** @type {(inputs: Form_Booking_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस मँगवाएँ`)
};

export const form_booking_title = /** @type {(inputs: Form_Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस के लिए अनुरोध`)
};

export const form_call_phone = /** @type {(inputs: Form_Call_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} पर कॉल करें`)
};

export const form_contact_call = /** @type {(inputs: Form_Contact_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉल`)
};

export const form_failed = /** @type {(inputs: Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका अनुरोध भेजा नहीं जा सका। कृपया फिर से कोशिश करें, या अभी हमें कॉल करें।`)
};

export const form_label_date_time = /** @type {(inputs: Form_Label_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`तारीख और समय`)
};

export const form_label_destination = /** @type {(inputs: Form_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कहाँ जाना है`)
};

export const form_label_email = /** @type {(inputs: Form_Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल`)
};

export const form_label_full_name = /** @type {(inputs: Form_Label_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरा नाम`)
};

export const form_label_message = /** @type {(inputs: Form_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`संदेश`)
};

export const form_label_name = /** @type {(inputs: Form_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नाम`)
};

export const form_label_notes = /** @type {(inputs: Form_Label_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अतिरिक्त जानकारी`)
};

export const form_label_phone = /** @type {(inputs: Form_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ोन नंबर`)
};

export const form_label_phone_optional = /** @type {(inputs: Form_Label_Phone_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ोन (वैकल्पिक)`)
};

export const form_label_pickup_address = /** @type {(inputs: Form_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिकअप का पता`)
};

export const form_label_preferred_contact = /** @type {(inputs: Form_Label_Preferred_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम आपसे कैसे संपर्क करें`)
};

export const form_label_service_type = /** @type {(inputs: Form_Label_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवा का प्रकार`)
};

export const form_location_added = /** @type {(inputs: Form_Location_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लोकेशन जोड़ दी गई (${i?.metres} मीटर के अंदर)। यह आपके अनुरोध के साथ भेजी जाएगी।`)
};

export const form_location_denied = /** @type {(inputs: Form_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लोकेशन साझा नहीं हुई। आप पते के साथ अनुरोध फिर भी भेज सकते हैं।`)
};

export const form_location_failed = /** @type {(inputs: Form_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी लोकेशन नहीं मिल सकी। आप पते के साथ अनुरोध फिर भी भेज सकते हैं।`)
};

export const form_location_finding = /** @type {(inputs: Form_Location_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी लोकेशन ढूँढी जा रही है…`)
};

export const form_message_sending = /** @type {(inputs: Form_Message_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भेजा जा रहा है…`)
};

export const form_message_submit = /** @type {(inputs: Form_Message_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`संदेश भेजें`)
};

export const form_message_title = /** @type {(inputs: Form_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमें संदेश भेजें`)
};

export const form_select_service_type = /** @type {(inputs: Form_Select_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवा का प्रकार चुनें`)
};

export const form_service_als = /** @type {(inputs: Form_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS एम्बुलेंस (एडवांस्ड लाइफ़ सपोर्ट)`)
};

export const form_service_basic = /** @type {(inputs: Form_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BLS एम्बुलेंस (बेसिक लाइफ़ सपोर्ट)`)
};

export const form_service_cardiac = /** @type {(inputs: Form_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्डियक (दिल के मरीज़ों की) एम्बुलेंस`)
};

export const form_service_emergency = /** @type {(inputs: Form_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इमरजेंसी एम्बुलेंस`)
};

export const form_service_event = /** @type {(inputs: Form_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्यक्रमों के लिए स्टैंडबाय एम्बुलेंस`)
};

export const form_service_funeral = /** @type {(inputs: Form_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शव वाहन / मॉर्चरी तक`)
};

export const form_service_icu = /** @type {(inputs: Form_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU एम्बुलेंस`)
};

export const form_service_neonatal = /** @type {(inputs: Form_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नवजात शिशु एम्बुलेंस`)
};

export const form_service_transfer = /** @type {(inputs: Form_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ को एक जगह से दूसरी जगह ले जाना`)
};

export const form_use_location = /** @type {(inputs: Form_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेरी मौजूदा लोकेशन इस्तेमाल करें`)
};

export const helpline_areas_text = /** @type {(inputs: Helpline_Areas_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality} में हमारे बेस से, पूरे बेंगलुरु में। सबसे नज़दीकी एम्बुलेंस ढूँढ रहे हैं? <near>मेरे नज़दीक एम्बुलेंस</near> देखें।`)
};

export const helpline_from_india = /** @type {(inputs: Helpline_From_IndiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भारत के फ़ोन से`)
};

export const helpline_heading = /** @type {(inputs: Helpline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस हेल्पलाइन नंबर, बेंगलुरु`)
};

export const helpline_international = /** @type {(inputs: Helpline_InternationalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अंतरराष्ट्रीय रूप`)
};

export const helpline_lead = /** @type {(inputs: Helpline_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दिन के 24 घंटे, हफ़्ते के 7 दिन, साल के 365 दिन कॉल उठाई जाती है: इमरजेंसी के लिए भी और बुकिंग के लिए भी।`)
};

export const helpline_meta_description = /** @type {(inputs: Helpline_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु के लिए हमारी 24x7 एम्बुलेंस हेल्पलाइन: कौन-सा नंबर मिलाएँ, कब कॉल करें, कॉल उठाने वाले को क्या बताएँ, और WhatsApp पर हमसे कैसे जुड़ें।`)
};

export const helpline_meta_title = /** @type {(inputs: Helpline_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस हेल्पलाइन नंबर बेंगलुरु | 24x7 इमरजेंसी लाइन`)
};

export const helpline_not_urgent = /** @type {(inputs: Helpline_Not_UrgentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`जल्दी नहीं है? <book>बुकिंग अनुरोध भेजें</book>: ${i?.callback}`)
};

export const helpline_tell_1 = /** @type {(inputs: Helpline_Tell_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ कहाँ है: पूरा पता और पास का कोई लैंडमार्क।`)
};

export const helpline_tell_2 = /** @type {(inputs: Helpline_Tell_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एक फ़ोन नंबर जिस पर हम आपसे बात कर सकें।`)
};

export const helpline_tell_3 = /** @type {(inputs: Helpline_Tell_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`क्या हुआ, और मरीज़ अभी कैसा है: होश में है या नहीं, साँस ले रहा है या नहीं, खून बह रहा है या नहीं।`)
};

export const helpline_tell_4 = /** @type {(inputs: Helpline_Tell_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ की उम्र और कोई बीमारी जो आपको पता हो।`)
};

export const helpline_tell_5 = /** @type {(inputs: Helpline_Tell_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ को किस अस्पताल ले जाना है, अगर आपको पता हो।`)
};

export const helpline_tell_after = /** @type {(inputs: Helpline_Tell_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फिर अपना फ़ोन खाली और पास रखें: रास्ता पूछने के लिए टीम आपको कॉल कर सकती है।`)
};

export const helpline_tell_heading = /** @type {(inputs: Helpline_Tell_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉल उठाने वाले को क्या बताएँ`)
};

export const helpline_whatsapp_heading = /** @type {(inputs: Helpline_Whatsapp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बात नहीं कर सकते? WhatsApp करें`)
};

export const helpline_whatsapp_text = /** @type {(inputs: Helpline_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ की लोकेशन (हो सके तो WhatsApp से ही शेयर करें) और क्या हुआ, यह हमें मैसेज करें। हम उसी चैट पर जवाब देते हैं।`)
};

export const helpline_when_1 = /** @type {(inputs: Helpline_When_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई बेहोश है, उसे साँस लेने में तकलीफ़ है या सीने में दर्द है।`)
};

export const helpline_when_2 = /** @type {(inputs: Helpline_When_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सड़क दुर्घटना, गिरने या किसी भी गंभीर चोट के बाद।`)
};

export const helpline_when_3 = /** @type {(inputs: Helpline_When_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अचानक कमज़ोरी, उलझन, या बोलने में कठिनाई।`)
};

export const helpline_when_4 = /** @type {(inputs: Helpline_When_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गंभीर रूप से बीमार मरीज़ को ICU एम्बुलेंस या एक अस्पताल से दूसरे अस्पताल जाने की ज़रूरत हो।`)
};

export const helpline_when_5 = /** @type {(inputs: Helpline_When_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पहले से तय यात्रा बुक करने के लिए: अस्पताल से डिस्चार्ज, चेक-अप, इंटरसिटी यात्रा या अंतिम यात्रा।`)
};

export const helpline_when_heading = /** @type {(inputs: Helpline_When_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कब कॉल करें`)
};

export const helpline_when_unsure = /** @type {(inputs: Helpline_When_UnsureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अगर पक्का नहीं पता कि क्या चाहिए, तब भी कॉल करें: कॉल उठाने वाले आपको तय करने में मदद करेंगे।`)
};

export const home_book_heading = /** @type {(inputs: Home_Book_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस बुक करें`)
};

export const home_contact_text = /** @type {(inputs: Home_Contact_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी में अभी <tel>${i?.phone}</tel> पर कॉल करें। पहले से तय यात्रा के लिए नीचे अनुरोध भेजें।`)
};

export const home_faq_heading = /** @type {(inputs: Home_Faq_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अक्सर पूछे जाने वाले सवाल`)
};

export const home_fleet_heading = /** @type {(inputs: Home_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी गाड़ियाँ`)
};

export const home_fleet_text = /** @type {(inputs: Home_Fleet_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`कुल ${i?.ambulances} एम्बुलेंस और ${i?.vehicles} गाड़ियाँ, हर एक सैनिटाइज़्ड और GPS ट्रैक्ड। कोई श्रेणी चुनें, और बड़ा देखने के लिए किसी तस्वीर पर क्लिक करें।`)
};

export const home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में 24/7 एम्बुलेंस सेवा: प्रशिक्षित पैरामेडिक्स के साथ इमरजेंसी, ICU, कार्डियक, नवजात शिशु और मरीज़ ट्रांसफ़र एम्बुलेंस। कॉल करें या ऑनलाइन बुक करें।`)
};

export const home_meta_title = /** @type {(inputs: Home_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में एम्बुलेंस सेवा | 24/7 इमरजेंसी और ICU एम्बुलेंस`)
};

export const home_rating = /** @type {(inputs: Home_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} समीक्षाओं में ${i?.best} में से ${i?.value} रेटिंग`)
};

export const home_reviews_label = /** @type {(inputs: Home_Reviews_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`समीक्षाएँ`)
};

export const home_reviews_link = /** @type {(inputs: Home_Reviews_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी समीक्षाएँ पढ़ें (नए टैब में खुलेगा)`)
};

export const home_reviews_next = /** @type {(inputs: Home_Reviews_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अगली समीक्षाएँ`)
};

export const home_reviews_previous = /** @type {(inputs: Home_Reviews_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिछली समीक्षाएँ`)
};

export const home_reviews_track = /** @type {(inputs: Home_Reviews_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ों और परिवारों की समीक्षाएँ`)
};

export const home_services_heading = /** @type {(inputs: Home_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी एम्बुलेंस सेवाएँ`)
};

export const home_services_text = /** @type {(inputs: Home_Services_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इमरजेंसी से लेकर पहले से तय ट्रांसफ़र तक: हर ज़रूरत के लिए सही गाड़ी और सही टीम, 24x7।`)
};

export const home_slide_go = /** @type {(inputs: Home_Slide_GoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`स्लाइड ${i?.n} पर जाएँ`)
};

export const home_slide_next = /** @type {(inputs: Home_Slide_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अगली स्लाइड`)
};

export const home_slide_of = /** @type {(inputs: Home_Slide_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} में से ${i?.n}`)
};

export const home_slide_previous = /** @type {(inputs: Home_Slide_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिछली स्लाइड`)
};

export const home_slider_label = /** @type {(inputs: Home_Slider_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी एम्बुलेंस`)
};

export const home_slideshow_pause = /** @type {(inputs: Home_Slideshow_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्लाइडशो रोकें`)
};

export const home_slideshow_play = /** @type {(inputs: Home_Slideshow_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्लाइडशो चलाएँ`)
};

export const home_testimonials_heading = /** @type {(inputs: Home_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`परिवार क्या कहते हैं`)
};

export const home_why_heading = /** @type {(inputs: Home_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमें ही क्यों चुनें`)
};

export const landing_book_text = /** @type {(inputs: Landing_Book_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी में अभी <tel>${i?.phone}</tel> पर कॉल करें। नहीं तो अनुरोध भेजें: ${i?.callback}`)
};

export const landing_coverage_heading = /** @type {(inputs: Landing_Coverage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरे बेंगलुरु में एम्बुलेंस`)
};

export const landing_coverage_text = /** @type {(inputs: Landing_Coverage_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality} में अपने बेस से हम इन इलाकों और बाकी बेंगलुरु में सेवा देते हैं। आप जहाँ भी हों, <tel>${i?.phone}</tel> पर एक कॉल करें, मदद पहुँचेगी।`)
};

export const landing_fleet_heading = /** @type {(inputs: Landing_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सही एम्बुलेंस चुनें`)
};

export const landing_fleet_text = /** @type {(inputs: Landing_Fleet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हर गाड़ी सैनिटाइज़्ड और GPS ट्रैक्ड है, और उसमें प्रशिक्षित टीम साथ रहती है।`)
};

export const landing_learn_more = /** @type {(inputs: Landing_Learn_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} के बारे में और जानें`)
};

export const landing_meta_description = /** @type {(inputs: Landing_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में अपने नज़दीक एम्बुलेंस चाहिए? हमारी 24x7 हेल्पलाइन पर कॉल या WhatsApp करें: प्रशिक्षित पैरामेडिक्स के साथ इमरजेंसी, ICU और मरीज़ ट्रांसफ़र एम्बुलेंस।`)
};

export const landing_meta_title = /** @type {(inputs: Landing_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में आपके नज़दीक एम्बुलेंस | 24x7, औसतन 3 मिनट में रिस्पॉन्स`)
};

export const landing_offer_catalog = /** @type {(inputs: Landing_Offer_CatalogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस सेवाएँ`)
};

export const landing_specialised = /** @type {(inputs: Landing_SpecialisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`विशेष सेवाएँ`)
};

export const landing_testimonials_heading = /** @type {(inputs: Landing_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारे मरीज़ क्या कहते हैं`)
};

export const landing_whole_fleet = /** @type {(inputs: Landing_Whole_FleetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी सभी गाड़ियाँ देखें`)
};

export const landing_why_heading = /** @type {(inputs: Landing_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`परिवार हमें ही क्यों चुनते हैं`)
};

export const landing_why_text = /** @type {(inputs: Landing_Why_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2015 से बेंगलुरु में एक निजी एम्बुलेंस सेवा। <about>हमारे बारे में और जानें</about>`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भाषा`)
};

export const language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह पेज हिन्दी में भी है`)
};

export const legal_contact_heading = /** @type {(inputs: Legal_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`संपर्क`)
};

export const legal_contact_line = /** @type {(inputs: Legal_Contact_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business}, ${i?.street}, ${i?.locality}, ${i?.city} ${i?.postal}. फ़ोन <tel>${i?.phone}</tel>, ईमेल <mail>${i?.email}</mail>।`)
};

export const legal_privacy_choices = /** @type {(inputs: Legal_Privacy_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके बारे में हमारे पास जो जानकारी है, उसे देखने, सुधारने या मिटाने के लिए हमसे संपर्क करें:`)
};

export const legal_privacy_choices_heading = /** @type {(inputs: Legal_Privacy_Choices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके विकल्प`)
};

export const legal_privacy_collect_1 = /** @type {(inputs: Legal_Privacy_Collect_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जब आप बुकिंग अनुरोध भेजते हैं, तो हमें आपका नाम, फ़ोन नंबर, पिकअप का पता और, अगर आप दें तो, मंज़िल, सेवा का प्रकार, तारीख़ और समय, नोट्स और आप किस तरह संपर्क चाहते हैं, यह जानकारी मिलती है। जब आप संदेश भेजते हैं, तो हमें आपका नाम, ईमेल पता, संदेश और, अगर आप दें तो, आपका फ़ोन नंबर मिलता है।`)
};

export const legal_privacy_collect_2 = /** @type {(inputs: Legal_Privacy_Collect_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ॉर्म का दुरुपयोग रोकने के लिए, हम हर इंटरनेट पते से भेजे गए अनुरोधों को दस मिनट तक गिनते हैं। हमारे पेजों पर कोई ट्रैकिंग या विज्ञापन स्क्रिप्ट नहीं है; जिस पेज पर नक्शा दिखता है, वह नक्शा Google Maps से आता है, और उस पर Google Maps की अपनी गोपनीयता नीति लागू होती है।`)
};

export const legal_privacy_collect_heading = /** @type {(inputs: Legal_Privacy_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम क्या जानकारी लेते हैं`)
};

export const legal_privacy_meta_description = /** @type {(inputs: Legal_Privacy_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस बुकिंग और संपर्क फ़ॉर्म क्या जानकारी लेते हैं, क्यों, उसे कौन देखता है, और उसे कैसे सुधरवाएँ या मिटवाएँ।`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गोपनीयता नीति`)
};

export const legal_privacy_use = /** @type {(inputs: Legal_Privacy_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सिर्फ़ आपकी माँगी हुई एम्बुलेंस की व्यवस्था करने, आपके संदेश का जवाब देने, और हमारी संभाली गई बुकिंग का रिकॉर्ड रखने के लिए।`)
};

export const legal_privacy_use_heading = /** @type {(inputs: Legal_Privacy_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम इसका उपयोग क्यों करते हैं`)
};

export const legal_privacy_who = /** @type {(inputs: Legal_Privacy_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारा स्टाफ़, हमारे बुकिंग डैशबोर्ड के ज़रिए, जिसके लिए स्टाफ़ साइन-इन ज़रूरी है।`)
};

export const legal_privacy_who_heading = /** @type {(inputs: Legal_Privacy_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इसे कौन देखता है`)
};

export const legal_terms_emergency = /** @type {(inputs: Legal_Terms_EmergencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी में फ़ॉर्म के जवाब का इंतज़ार न करें: हमारी 24x7 हेल्पलाइन <tel>${i?.phone}</tel> पर कॉल करें।`)
};

export const legal_terms_emergency_heading = /** @type {(inputs: Legal_Terms_Emergency_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इमरजेंसी में`)
};

export const legal_terms_info = /** @type {(inputs: Legal_Terms_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ये पेज हमारी सेवाओं के बारे में सामान्य जानकारी देते हैं। यह चिकित्सा सलाह नहीं है: मरीज़ की देखभाल के बारे में डॉक्टर से पूछें।`)
};

export const legal_terms_info_heading = /** @type {(inputs: Legal_Terms_Info_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस वेबसाइट पर दी गई जानकारी`)
};

export const legal_terms_meta_description = /** @type {(inputs: Legal_Terms_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस वेबसाइट पर किए गए बुकिंग अनुरोध कैसे काम करते हैं, इमरजेंसी में क्या करें, और हमसे कैसे संपर्क करें।`)
};

export const legal_terms_requests = /** @type {(inputs: Legal_Terms_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस वेबसाइट से भेजा गया अनुरोध अभी पक्की बुकिंग नहीं है: हमारी टीम फ़ोन या WhatsApp पर आपसे इसकी पुष्टि करती है।`)
};

export const legal_terms_requests_heading = /** @type {(inputs: Legal_Terms_Requests_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बुकिंग अनुरोध`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवा की शर्तें`)
};

export const msg_cancelled = /** @type {(inputs: Msg_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपकी एम्बुलेंस बुकिंग${i?.ref} रद्द कर दी गई है। अगर आपको अब भी एम्बुलेंस चाहिए, तो कभी भी हमें कॉल करें।`)
};

export const msg_completed = /** @type {(inputs: Msg_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपकी एम्बुलेंस यात्रा${i?.ref} पूरी हो गई है। हम पर भरोसा करने के लिए धन्यवाद; हम आपके जल्द स्वस्थ होने की कामना करते हैं।`)
};

export const msg_confirmed = /** @type {(inputs: Msg_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपकी एम्बुलेंस बुकिंग${i?.ref} पक्की हो गई है: ${i?.when}, पिकअप: ${i?.pickup}।`)
};

export const msg_driver = /** @type {(inputs: Msg_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ड्राइवर: ${i?.driver}।`)
};

export const msg_driver_with_phone = /** @type {(inputs: Msg_Driver_With_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ड्राइवर: ${i?.driver}, ${i?.phone}।`)
};

export const msg_follow_live = /** @type {(inputs: Msg_Follow_LiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लाइव देखें: ${i?.url}`)
};

export const msg_hello = /** @type {(inputs: Msg_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`नमस्ते ${i?.name}, यह ${i?.business} है।`)
};

export const msg_helpline = /** @type {(inputs: Msg_HelplineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`24x7 हेल्पलाइन: ${i?.phone}।`)
};

export const msg_in_progress = /** @type {(inputs: Msg_In_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपकी एम्बुलेंस ${i?.pickup} के लिए रास्ते में है।`)
};

export const msg_pending = /** @type {(inputs: Msg_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपका एम्बुलेंस अनुरोध${i?.ref} हमें मिल गया है, पिकअप: ${i?.pickup}। हम 5 मिनट के अंदर आपको वापस कॉल करेंगे। इमरजेंसी में अभी हमें कॉल करें।`)
};

export const msg_reference = /** @type {(inputs: Msg_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बुकिंग नंबर ${i?.reference}`)
};

export const msg_vehicle = /** @type {(inputs: Msg_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस: ${i?.vehicle}।`)
};

export const msg_vehicle_to_come = /** @type {(inputs: Msg_Vehicle_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस और ड्राइवर की जानकारी हम जल्द ही भेजेंगे।`)
};

export const nav_about = /** @type {(inputs: Nav_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारे बारे में`)
};

export const nav_all_services = /** @type {(inputs: Nav_All_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी सेवाएँ`)
};

export const nav_book_whatsapp = /** @type {(inputs: Nav_Book_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp पर बुक करें`)
};

export const nav_call = /** @type {(inputs: Nav_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`कॉल करें ${i?.phone}`)
};

export const nav_call_hidden = /** @type {(inputs: Nav_Call_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉल करें `)
};

export const nav_contact = /** @type {(inputs: Nav_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`संपर्क`)
};

export const nav_contact_us = /** @type {(inputs: Nav_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमसे संपर्क करें`)
};

export const nav_emergency_call = /** @type {(inputs: Nav_Emergency_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी कॉल: ${i?.phone}`)
};

export const nav_fleet = /** @type {(inputs: Nav_FleetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गाड़ियाँ`)
};

export const nav_home = /** @type {(inputs: Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`होम`)
};

export const nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मुख्य`)
};

export const nav_menu_close = /** @type {(inputs: Nav_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेनू बंद करें`)
};

export const nav_menu_open = /** @type {(inputs: Nav_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेनू खोलें`)
};

export const nav_mobile = /** @type {(inputs: Nav_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मोबाइल`)
};

export const nav_services = /** @type {(inputs: Nav_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवाएँ`)
};

export const receipt_booking_thanks = /** @type {(inputs: Receipt_Booking_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`धन्यवाद! आपका अनुरोध हमें मिल गया है।`)
};

export const receipt_callback_promise = /** @type {(inputs: Receipt_Callback_PromiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी टीम 5 मिनट के अंदर आपसे संपर्क करेगी।`)
};

export const receipt_copy_failed = /** @type {(inputs: Receipt_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉपी नहीं हो सका: लिंक कॉपी करने के लिए ऊपर वाले बटन को दबाकर रखें।`)
};

export const receipt_copy_link = /** @type {(inputs: Receipt_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक कॉपी करें`)
};

export const receipt_follow_live = /** @type {(inputs: Receipt_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने अनुरोध को लाइव देखें`)
};

export const receipt_link_copied = /** @type {(inputs: Receipt_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक कॉपी हो गया। इसे मैसेज में पेस्ट करके अपने परिवार को भेजें।`)
};

export const receipt_link_private = /** @type {(inputs: Receipt_Link_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह लिंक निजी रखें; आपकी बुकिंग पूरी होने के 24 घंटे बाद तक यह काम करेगा।`)
};

export const receipt_message_next = /** @type {(inputs: Receipt_Message_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम ईमेल या फ़ोन से जवाब देंगे।`)
};

export const receipt_message_thanks = /** @type {(inputs: Receipt_Message_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`धन्यवाद! आपका संदेश हमें मिल गया है।`)
};

export const receipt_reference = /** @type {(inputs: Receipt_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`रेफ़रेंस नंबर: ${i?.reference}`)
};

export const receipt_request_with_us = /** @type {(inputs: Receipt_Request_With_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपका अनुरोध ${i?.reference} हमारे पास है।`)
};

export const receipt_share = /** @type {(inputs: Receipt_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शेयर करें`)
};

export const receipt_share_title = /** @type {(inputs: Receipt_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस अनुरोध को लाइव देखें`)
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

export const site_address = /** @type {(inputs: Site_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पता`)
};

export const site_areas_heading = /** @type {(inputs: Site_Areas_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारे सेवा क्षेत्र`)
};

export const site_book_whatsapp = /** @type {(inputs: Site_Book_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp से बुक करें`)
};

export const site_call_now = /** @type {(inputs: Site_Call_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`अभी कॉल करें: ${i?.phone}`)
};

export const site_callback = /** @type {(inputs: Site_CallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी टीम 5 मिनट के अंदर आपसे संपर्क करेगी।`)
};

export const site_email = /** @type {(inputs: Site_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल`)
};

export const site_find_us = /** @type {(inputs: Site_Find_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारा पता`)
};

export const site_helpline_24x7 = /** @type {(inputs: Site_Helpline_24x7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 हेल्पलाइन`)
};

export const site_hours = /** @type {(inputs: Site_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`समय`)
};

export const site_map_title = /** @type {(inputs: Site_Map_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality}, ${i?.city} में हमारे बेस का नक्शा`)
};

export const site_open_maps = /** @type {(inputs: Site_Open_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Maps में खोलें (नया टैब)`)
};

export const site_rated = /** @type {(inputs: Site_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`5 में से ${i?.rating} रेटिंग`)
};

export const site_reach_us = /** @type {(inputs: Site_Reach_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमसे संपर्क करें`)
};

export const site_record = /** @type {(inputs: Site_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारा रिकॉर्ड`)
};

export const site_whatsapp_chat = /** @type {(inputs: Site_Whatsapp_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp पर चैट करें (नया टैब)`)
};

export const skip_link = /** @type {(inputs: Skip_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सामग्री पर जाएँ`)
};

export const track_away_hours = /** @type {(inputs: Track_Away_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लगभग ${i?.hours} घंटे दूर`)
};

export const track_away_hours_minutes = /** @type {(inputs: Track_Away_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लगभग ${i?.hours} घंटे ${i?.minutes} मिनट दूर`)
};

export const track_away_minutes = /** @type {(inputs: Track_Away_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लगभग ${i?.minutes} मिनट दूर`)
};

export const track_booking_reference = /** @type {(inputs: Track_Booking_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बुकिंग ${i?.reference}`)
};

export const track_call_driver = /** @type {(inputs: Track_Call_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.driver} को कॉल करें`)
};

export const track_call_helpline = /** @type {(inputs: Track_Call_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हेल्पलाइन पर कॉल करें`)
};

export const track_call_our_helpline = /** @type {(inputs: Track_Call_Our_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी हेल्पलाइन पर कॉल करें`)
};

export const track_call_the_driver = /** @type {(inputs: Track_Call_The_DriverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ड्राइवर को कॉल करें`)
};

export const track_driver = /** @type {(inputs: Track_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ड्राइवर ${i?.driver}`)
};

export const track_expired_text = /** @type {(inputs: Track_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बुकिंग खत्म होने के 24 घंटे बाद ट्रैकिंग लिंक काम करना बंद कर देता है। इस बुकिंग के बारे में किसी भी बात के लिए हमारी 24x7 हेल्पलाइन पर कॉल करें।`)
};

export const track_expired_title = /** @type {(inputs: Track_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस ट्रैकिंग लिंक की अवधि खत्म हो गई है`)
};

export const track_keep_private = /** @type {(inputs: Track_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह लिंक निजी रखें: जिसके पास भी यह लिंक है, वह बुकिंग खत्म होने के 24 घंटे बाद तक इसे देख सकता है।`)
};

export const track_live_connected = /** @type {(inputs: Track_Live_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाइव: यह पेज अपने-आप अपडेट होता है।`)
};

export const track_live_copy_link = /** @type {(inputs: Track_Live_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक कॉपी करें`)
};

export const track_live_link_copied = /** @type {(inputs: Track_Live_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक कॉपी हो गया।`)
};

export const track_live_reconnecting = /** @type {(inputs: Track_Live_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फिर से जुड़ रहा है… कनेक्शन न जुड़ने पर यह पेज अपने-आप रीफ़्रेश हो जाएगा।`)
};

export const track_live_refreshes = /** @type {(inputs: Track_Live_RefreshesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह पेज हर 30 सेकंड में अपने-आप रीफ़्रेश होता है।`)
};

export const track_live_share = /** @type {(inputs: Track_Live_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शेयर करें`)
};

export const track_map_pickup = /** @type {(inputs: Track_Map_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिकअप की जगह`)
};

export const track_not_found_text = /** @type {(inputs: Track_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया देख लें कि पूरा लिंक कॉपी हुआ है। अपनी बुकिंग के बारे में किसी भी बात के लिए हमारी 24x7 हेल्पलाइन पर कॉल करें।`)
};

export const track_not_found_title = /** @type {(inputs: Track_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह ट्रैकिंग लिंक काम नहीं कर रहा है`)
};

export const track_position_imprecise = /** @type {(inputs: Track_Position_ImpreciseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुमान के लिए लोकेशन पर्याप्त सटीक नहीं है`)
};

export const track_position_location = /** @type {(inputs: Track_Position_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लोकेशन ${i?.age}`)
};

export const track_service_air = /** @type {(inputs: Track_Service_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एयर एम्बुलेंस`)
};

export const track_service_als = /** @type {(inputs: Track_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS एम्बुलेंस`)
};

export const track_service_basic = /** @type {(inputs: Track_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेसिक लाइफ़ सपोर्ट एम्बुलेंस`)
};

export const track_service_cardiac = /** @type {(inputs: Track_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्डियक एम्बुलेंस`)
};

export const track_service_corporate = /** @type {(inputs: Track_Service_CorporateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉर्पोरेट`)
};

export const track_service_emergency = /** @type {(inputs: Track_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इमरजेंसी एम्बुलेंस`)
};

export const track_service_event = /** @type {(inputs: Track_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इवेंट के लिए स्टैंडबाय एम्बुलेंस`)
};

export const track_service_funeral = /** @type {(inputs: Track_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शव वाहन / मोर्चरी ट्रांसफ़र`)
};

export const track_service_icu = /** @type {(inputs: Track_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU एम्बुलेंस`)
};

export const track_service_intercity = /** @type {(inputs: Track_Service_IntercityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दूसरे शहर तक मरीज़ ट्रांसफ़र`)
};

export const track_service_neonatal = /** @type {(inputs: Track_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नवजात शिशु एम्बुलेंस`)
};

export const track_service_transfer = /** @type {(inputs: Track_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ ट्रांसफ़र`)
};

export const track_stage_assigned = /** @type {(inputs: Track_Stage_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस तय हो गई`)
};

export const track_stage_at_destination = /** @type {(inputs: Track_Stage_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मंज़िल पर पहुँच गए`)
};

export const track_stage_at_pickup = /** @type {(inputs: Track_Stage_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस पहुँच गई`)
};

export const track_stage_cancelled = /** @type {(inputs: Track_Stage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बुकिंग रद्द हो गई`)
};

export const track_stage_completed = /** @type {(inputs: Track_Stage_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरा हुआ`)
};

export const track_stage_confirmed = /** @type {(inputs: Track_Stage_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बुकिंग पक्की हो गई`)
};

export const track_stage_on_board = /** @type {(inputs: Track_Stage_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ एम्बुलेंस में हैं`)
};

export const track_stage_on_the_way = /** @type {(inputs: Track_Stage_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस रास्ते में है`)
};

export const track_stage_received = /** @type {(inputs: Track_Stage_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुरोध मिल गया`)
};

export const track_text_assigned = /** @type {(inputs: Track_Text_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके लिए एम्बुलेंस और उसका ड्राइवर तय कर दिए गए हैं।`)
};

export const track_text_at_destination = /** @type {(inputs: Track_Text_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस मंज़िल पर पहुँच गई है।`)
};

export const track_text_at_pickup = /** @type {(inputs: Track_Text_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस पिकअप पते पर पहुँच गई है।`)
};

export const track_text_cancelled = /** @type {(inputs: Track_Text_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह बुकिंग रद्द हो गई है। अगर आपको अब भी एम्बुलेंस चाहिए, तो अभी हमारी 24x7 हेल्पलाइन पर कॉल करें।`)
};

export const track_text_completed = /** @type {(inputs: Track_Text_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यात्रा पूरी हो गई है। हम मरीज़ के जल्द ठीक होने की कामना करते हैं।`)
};

export const track_text_confirmed = /** @type {(inputs: Track_Text_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी टीम ने आपकी बुकिंग पक्की कर दी है और एम्बुलेंस तय कर रही है।`)
};

export const track_text_on_board = /** @type {(inputs: Track_Text_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ हमारे स्टाफ़ के साथ एम्बुलेंस में हैं।`)
};

export const track_text_on_the_way = /** @type {(inputs: Track_Text_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस पिकअप पते की ओर आ रही है।`)
};

export const track_text_received = /** @type {(inputs: Track_Text_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका अनुरोध हमें मिल गया है। हमारी टीम 5 मिनट के अंदर आपको कॉल करेगी।`)
};

export const track_title_booking = /** @type {(inputs: Track_Title_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बुकिंग ${i?.reference}`)
};

export const track_too_many_text = /** @type {(inputs: Track_Too_Many_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया कुछ मिनट रुककर फिर से कोशिश करें, या हमारी 24x7 हेल्पलाइन पर कॉल करें।`)
};

export const track_too_many_title = /** @type {(inputs: Track_Too_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बहुत ज़्यादा कोशिशें`)
};

export const track_updated_minutes = /** @type {(inputs: Track_Updated_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} मिनट पहले अपडेट हुआ`)
};

export const track_updated_seconds = /** @type {(inputs: Track_Updated_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} सेकंड पहले अपडेट हुआ`)
};

export const track_updates_by_itself = /** @type {(inputs: Track_Updates_By_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह पेज अपने-आप अपडेट होता है।`)
};

export const track_vehicle = /** @type {(inputs: Track_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`वाहन ${i?.number}`)
};

export const track_where_ambulance = /** @type {(inputs: Track_Where_AmbulanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस`)
};

export const track_where_at_pickup = /** @type {(inputs: Track_Where_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस पिकअप की जगह पर है`)
};

export const track_where_on_board = /** @type {(inputs: Track_Where_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मंज़िल की ओर जा रही है`)
};

export const validation_date_time = /** @type {(inputs: Validation_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी से आगे की तारीख और समय चुनें (एक साल के अंदर)`)
};

export const validation_email_invalid = /** @type {(inputs: Validation_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सही ईमेल पता लिखें`)
};

export const validation_email_too_long = /** @type {(inputs: Validation_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ईमेल में ज़्यादा से ज़्यादा ${i?.max} अक्षर हो सकते हैं`)
};

export const validation_label_destination = /** @type {(inputs: Validation_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जाने की जगह`)
};

export const validation_label_full_name = /** @type {(inputs: Validation_Label_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरा नाम`)
};

export const validation_label_message = /** @type {(inputs: Validation_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`संदेश`)
};

export const validation_label_name = /** @type {(inputs: Validation_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नाम`)
};

export const validation_label_notes = /** @type {(inputs: Validation_Label_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अतिरिक्त जानकारी`)
};

export const validation_label_pickup_address = /** @type {(inputs: Validation_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिकअप का पता`)
};

export const validation_location_pair = /** @type {(inputs: Validation_Location_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लोकेशन के लिए अक्षांश और देशांतर दोनों चाहिए`)
};

export const validation_phone_invalid = /** @type {(inputs: Validation_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सही भारतीय फ़ोन नंबर लिखें, जैसे 98765 43210`)
};

export const validation_phone_required = /** @type {(inputs: Validation_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ोन नंबर भरना ज़रूरी है`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} भरना ज़रूरी है`)
};

export const validation_service_type = /** @type {(inputs: Validation_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सेवा का प्रकार चुनें`)
};

export const validation_too_long = /** @type {(inputs: Validation_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} में ज़्यादा से ज़्यादा ${i?.max} अक्षर हो सकते हैं`)
};

export const validation_too_short = /** @type {(inputs: Validation_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} में कम से कम ${i?.min} अक्षर लिखें`)
};