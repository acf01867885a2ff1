"""``python -m spectralreg [--penalty NAME] ...``"""
from .cli import parse_args
from .penalties import REGISTRY
from .train import fit


def main(argv=None):
    args = parse_args(argv)
    penalty = REGISTRY[args.penalty](args)
    print(f"penalty={args.penalty} coef={args.coef}")
    fit(args, penalty)


if __name__ == "__main__":
    main()
