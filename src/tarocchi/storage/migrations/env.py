"""Alembic environment: run with the connection handed over by :func:`tarocchi.storage.upgrade`."""

from __future__ import annotations

from alembic import context

from tarocchi.storage.models import Base

config = context.config
connection = config.attributes.get("connection")
if connection is None:  # pragma: no cover - only the programmatic path is supported
    raise RuntimeError("run migrations through tarocchi.storage.Storage.upgrade()")
context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
