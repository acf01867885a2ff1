from hmc_ok import run

run.main()
