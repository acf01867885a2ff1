import sys

from gridrl_ok.cli import main

sys.exit(main())
