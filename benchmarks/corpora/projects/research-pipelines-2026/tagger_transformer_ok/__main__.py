import sys

from .train import main

main(sys.argv[1:])
