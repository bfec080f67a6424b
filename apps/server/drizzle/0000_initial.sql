CREATE TABLE "chatbots" (
	"identificator" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar_media_id" text NOT NULL,
	"has_landing_page" boolean NOT NULL,
	"main_menu" jsonb NOT NULL,
	"top_menu" jsonb NOT NULL,
	"main_menu_topics" jsonb NOT NULL,
	"question_suggestions" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dialogue_nodes" (
	"chatbot" text NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"review" jsonb NOT NULL,
	CONSTRAINT "dialogue_nodes_chatbot_id_pk" PRIMARY KEY("chatbot","id")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"chatbot" text NOT NULL,
	"id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"kind" text NOT NULL,
	"alt_text" text,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_chatbot_id_pk" PRIMARY KEY("chatbot","id")
);
--> statement-breakpoint
CREATE TABLE "sub_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"chatbot" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"show_in_keyboard_extension" boolean NOT NULL,
	"icon_media_id" text,
	"top_media_id" text,
	"talk_topic" jsonb,
	"review" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiles" (
	"chatbot" text NOT NULL,
	"position" integer NOT NULL,
	"header" text NOT NULL,
	"text_html" text NOT NULL,
	"link_text" text NOT NULL,
	"sub_page_id" integer NOT NULL,
	"icon_media_id" text,
	"alt_text" text,
	CONSTRAINT "tiles_chatbot_position_pk" PRIMARY KEY("chatbot","position")
);
--> statement-breakpoint
ALTER TABLE "dialogue_nodes" ADD CONSTRAINT "dialogue_nodes_chatbot_chatbots_identificator_fk" FOREIGN KEY ("chatbot") REFERENCES "public"."chatbots"("identificator") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_chatbot_chatbots_identificator_fk" FOREIGN KEY ("chatbot") REFERENCES "public"."chatbots"("identificator") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_pages" ADD CONSTRAINT "sub_pages_chatbot_chatbots_identificator_fk" FOREIGN KEY ("chatbot") REFERENCES "public"."chatbots"("identificator") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiles" ADD CONSTRAINT "tiles_chatbot_chatbots_identificator_fk" FOREIGN KEY ("chatbot") REFERENCES "public"."chatbots"("identificator") ON DELETE cascade ON UPDATE no action;