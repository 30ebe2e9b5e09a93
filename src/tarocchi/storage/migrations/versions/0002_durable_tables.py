"""Durable tables and server-side sessions (issue 15): table events, sessions, table settings, record sizes.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("public", sa.Boolean(), nullable=False, server_default=sa.false()))
        batch.add_column(sa.Column("settings", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("updated", sa.DateTime(timezone=True), nullable=True))
        batch.create_index("ix_tables_status", ["status"])
    with op.batch_alter_table("records") as batch:
        batch.add_column(sa.Column("size", sa.Integer(), nullable=False, server_default="0"))
        batch.create_index("ix_records_user_id", ["user_id"])
    op.create_table(
        "table_events",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), nullable=False, index=True),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("table_id", "seq"),
    )
    op.create_table(
        "web_sessions",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("user_id", sa.Integer(), sa.ForeignKey("users.id"), nullable=False, index=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("web_sessions")
    op.drop_table("table_events")
    with op.batch_alter_table("records") as batch:
        batch.drop_index("ix_records_user_id")
        batch.drop_column("size")
    with op.batch_alter_table("tables") as batch:
        batch.drop_index("ix_tables_status")
        batch.drop_column("updated")
        batch.drop_column("settings")
        batch.drop_column("public")
