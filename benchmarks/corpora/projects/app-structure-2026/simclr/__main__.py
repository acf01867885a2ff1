from simclr.cli import main

raise SystemExit(main())
