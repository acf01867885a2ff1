from hmc import run

run.main()
