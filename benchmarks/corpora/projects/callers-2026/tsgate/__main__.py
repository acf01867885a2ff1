from .config import Config
from .train import fit


def main():
    cfg = Config()
    state, history = fit(cfg)
    print("final loss %.4f after %d steps" % (history[-1], int(state.step)))


if __name__ == "__main__":
    main()
