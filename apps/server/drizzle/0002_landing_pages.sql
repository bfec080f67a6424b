CREATE TABLE "landing_pages" (
	"chatbot" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"review" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_chatbot_chatbots_identificator_fk" FOREIGN KEY ("chatbot") REFERENCES "public"."chatbots"("identificator") ON DELETE cascade ON UPDATE no action;