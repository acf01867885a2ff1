from forecaster_ok import run

run.main()
