from forecaster import run

run.main()
