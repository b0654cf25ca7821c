"""Entry script for frozen builds: the same as the ``roadie`` command."""

import multiprocessing
import sys

from roadie.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # Hard bots think in a spawned process (bots/apart.py)
    sys.exit(main())
