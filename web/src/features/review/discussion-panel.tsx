import { useQuery } from "@tanstack/react-query";
import { MessageSquareIcon, SendIcon, Trash2Icon } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { COMMENT_MAX } from "@core/contract/review-rules";
import { CharacterCount } from "@web/components/ui/character-count";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { cn } from "@web/lib/cn";
import { formatDateTime, timeAgo } from "@web/lib/format";
import { UserAvatar } from "../auth/user-menu";
import {
  activeMention,
  insertMention,
  matchCandidates,
  mentionedIds,
  mentionSegments,
  type Candidate,
} from "./mentions";
import {
  commentsQueryOptions,
  mentionCandidatesQueryOptions,
  useAddComment,
  useDeleteComment,
  type Comment,
} from "./api";

/**
 * The discussion of an assessment: top-level comments newest first,
 * a box to add one (whitespace only cannot be posted) with @mentions of members who can see the
 * assessment, and Delete for the author only.
 */
export function DiscussionPanel({ assessmentId, canComment }: { assessmentId: string; canComment: boolean }) {
  const comments = useQuery(commentsQueryOptions(assessmentId));
  return (
    <Card className="p-5 sm:p-6" data-testid="discussion-panel">
      <section aria-labelledby="discussion-heading" className="space-y-5">
        <h2 id="discussion-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MessageSquareIcon size={20} aria-hidden="true" className="text-slate-500" />
          Discussion
          {comments.data?.length ? (
            <span className="text-sm font-normal text-slate-600">({comments.data.length})</span>
          ) : null}
        </h2>
        {canComment ? <CommentBox assessmentId={assessmentId} /> : null}
        {comments.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : !comments.data?.length ? (
          <p className="py-4 text-center text-sm text-slate-600">No comments yet. Be the first to comment!</p>
        ) : (
          <ul className="space-y-4" data-testid="comments">
            {comments.data.map((c) => (
              <CommentItem key={c.id} comment={c} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const name = comment.author_name ?? "A former member";
  return (
    <li className="flex gap-3" data-testid="comment">
      <UserAvatar name={name} className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="text-sm">
            <span className="font-semibold text-slate-900">{name}</span>{" "}
            <time dateTime={comment.created_at} title={formatDateTime(comment.created_at)} className="text-slate-600">
              {timeAgo(comment.created_at)}
            </time>
          </p>
          {comment.can_delete ? <DeleteComment comment={comment} /> : null}
        </div>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">
          {mentionSegments(comment.comment, comment.mentions).map((s, i) =>
            s.mention ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one comment's text, in their order
              <span key={i} className="rounded bg-brand-50 px-0.5 font-semibold text-brand-800">
                {s.text}
              </span>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one comment's text, in their order
              <span key={i}>{s.text}</span>
            ),
          )}
        </p>
      </div>
    </li>
  );
}

function DeleteComment({ comment }: { comment: Comment }) {
  const remove = useDeleteComment(comment.id, {
    onSuccess: () =>
      toast({ id: `comment-delete:${comment.id}`, title: "Comment deleted successfully", tone: "success" }),
    onError: (err) =>
      toast({
        id: `comment-delete:${comment.id}`,
        title: "Failed to delete comment",
        description: err instanceof Error ? err.message : undefined,
        tone: "destructive",
      }),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-8 px-2 text-slate-600" disabled={remove.isPending}>
          <Trash2Icon size={15} aria-hidden="true" />
          Delete<span className="sr-only"> your comment</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this comment?</AlertDialogTitle>
          <AlertDialogDescription>
            It is removed from the discussion for everyone. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => remove.mutate()}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function CommentBox({ assessmentId }: { assessmentId: string }) {
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<Candidate[]>([]);
  const post = useAddComment(assessmentId, {
    onSuccess: () => {
      toast({ id: `comment:${assessmentId}`, title: "Comment added successfully", tone: "success" });
      setText("");
      setPicked([]);
    },
    onError: (err) =>
      toast({
        id: `comment:${assessmentId}`,
        title: "Failed to add comment",
        description: err instanceof Error ? err.message : undefined,
        tone: "destructive",
      }),
  });
  const blank = text.trim().length === 0;
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!blank && !post.isPending) post.mutate({ comment: text.trim(), mentions: mentionedIds(text, picked) });
      }}
    >
      <MentionTextarea
        assessmentId={assessmentId}
        value={text}
        onChange={setText}
        onPick={(c) => setPicked((p) => (p.some((x) => x.id === c.id) ? p : [...p, c]))}
      />
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-slate-600">Type @ to mention someone; they are notified.</p>
          <CharacterCount length={text.length} max={COMMENT_MAX} className="text-left" />
        </div>
        <Button type="submit" size="sm" disabled={blank || post.isPending}>
          <SendIcon size={15} aria-hidden="true" />
          {post.isPending ? "Posting…" : "Post comment"}
        </Button>
      </div>
    </form>
  );
}

/**
 * A textarea with an @mention list (the ARIA combobox pattern: the list is announced, arrow keys
 * move through it, Enter or Tab picks, Escape closes). Radix has no autocomplete for free text.
 */
function MentionTextarea({
  assessmentId,
  value,
  onChange,
  onPick,
}: {
  assessmentId: string;
  value: string;
  onChange: (value: string) => void;
  onPick: (candidate: Candidate) => void;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  /** Where the caret goes once the text with the inserted mention is on screen. */
  const caretAfterPick = useRef<number | null>(null);
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const candidates = useQuery(mentionCandidatesQueryOptions(assessmentId));
  const mention = activeMention(value, caret);
  const matches = mention && mention.start !== dismissed ? matchCandidates(candidates.data ?? [], mention.query) : [];
  const open = matches.length > 0;
  const selected = matches[Math.min(active, matches.length - 1)];

  const pick = (c: Candidate) => {
    if (!mention) return;
    const next = insertMention(value, mention, caret, c.name);
    onChange(next.text);
    onPick(c);
    setCaret(next.caret);
    caretAfterPick.current = next.caret;
  };

  // Before the browser takes the next key: a controlled textarea whose value changed puts the
  // caret at the end, and typing on must continue right after the mention.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the text, which moves the caret
  useLayoutEffect(() => {
    if (caretAfterPick.current === null) return;
    ref.current?.setSelectionRange(caretAfterPick.current, caretAfterPick.current);
    caretAfterPick.current = null;
  }, [value]);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => (i + (e.key === "ArrowDown" ? 1 : matches.length - 1)) % matches.length);
    } else if ((e.key === "Enter" || e.key === "Tab") && selected) {
      e.preventDefault();
      pick(selected);
    } else if (e.key === "Escape") {
      e.preventDefault();
      setDismissed(mention!.start);
    }
  };

  return (
    <div className="relative">
      <Textarea
        ref={ref}
        value={value}
        rows={3}
        maxLength={COMMENT_MAX}
        placeholder="Add a comment..."
        aria-label="Add a comment"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && selected ? `${listId}-${selected.id}` : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          setCaret(e.target.selectionStart);
          setActive(0);
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setDismissed(mention?.start ?? null), 150)}
        onFocus={() => setDismissed(null)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Members to mention"
        hidden={!open}
        className="absolute right-0 left-0 z-20 mt-1 max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {matches.map((c) => (
          <div
            key={c.id}
            id={`${listId}-${c.id}`}
            role="option"
            tabIndex={-1}
            aria-selected={c === selected}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm",
              c === selected ? "bg-slate-100" : "hover:bg-slate-50",
            )}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(c);
            }}
          >
            <UserAvatar name={c.name} className="h-7 w-7 text-xs" />
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{c.name}</span>
              <span className="block truncate text-xs text-slate-600">{c.email}</span>
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
