CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_assignee_idx" ON "tickets" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_unsettled_idx" ON "tickets" USING btree ("created_at","id") WHERE status not in ('resolved', 'closed');--> statement-breakpoint
CREATE INDEX "tickets_awaiting_reporter_idx" ON "tickets" USING btree ("reporter_id") WHERE awaiting = 'reporter' and status not in ('resolved', 'closed');--> statement-breakpoint
CREATE INDEX "tickets_awaiting_responder_idx" ON "tickets" USING btree ("parking_id") WHERE awaiting = 'responder' and status not in ('resolved', 'closed');