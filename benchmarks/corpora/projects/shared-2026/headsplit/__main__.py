from . import run

run.main()
