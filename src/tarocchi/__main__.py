"""``python -m tarocchi``."""

import sys

from tarocchi.cli import main

sys.exit(main())
