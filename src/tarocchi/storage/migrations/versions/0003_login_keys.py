"""Login keys: each account's login folded (NFKC and case folded), unique, so that two accounts cannot differ
only by compatibility characters or case (a security audit: ``𝐚dmin``, a mathematical bold a, beside ``admin``).

Existing accounts get the key of their login, the oldest first; an account whose login folds to a key an older
one already has keeps none (it still signs in by its own login, looked up as it was stored).

Revision ID: 0003
Revises: 0002
"""

import unicodedata

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

KEY_LENGTH = 128


def _key(login: str) -> str:
    """The login's key as this revision computes it (frozen here: ``tarocchi.storage.login_key`` may change
    after, a migration that ran must not)."""
    spaced = " ".join(unicodedata.normalize("NFKC", login).split())
    return unicodedata.normalize("NFKC", spaced.casefold())


def upgrade() -> None:
    with op.batch_alter_table("users") as batch:
        batch.add_column(sa.Column("login_key", sa.String(KEY_LENGTH), nullable=True))
    users = sa.table("users", sa.column("id", sa.Integer()), sa.column("login", sa.String()), sa.column("login_key"))
    bind = op.get_bind()
    rows = bind.execute(sa.select(users.c.id, users.c.login).where(users.c.login.is_not(None)).order_by(users.c.id))
    taken: set[str] = set()
    for user_id, login in rows.all():
        key = _key(login)
        if key in taken or len(key) > KEY_LENGTH:
            continue  # an older account has it: this one is found by its login alone
        taken.add(key)
        bind.execute(sa.update(users).where(users.c.id == user_id).values(login_key=key))
    with op.batch_alter_table("users") as batch:
        batch.create_index("ix_users_login_key", ["login_key"], unique=True)


def downgrade() -> None:
    with op.batch_alter_table("users") as batch:
        batch.drop_index("ix_users_login_key")
        batch.drop_column("login_key")
