from .experiment import main

main()
