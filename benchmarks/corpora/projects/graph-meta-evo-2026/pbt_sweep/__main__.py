import numpy as np

from .config import SweepConfig
from .train import run_pbt


def main():
    cfg = SweepConfig()
    params, hps, history = run_pbt(cfg)
    final = history[-1]
    best = int(np.argmax(final))
    print(f"best member {best}: val acc {final[best]:.3f}, hparams "
          + ", ".join(f"{k}={float(v[best]):.4g}" for k, v in hps._asdict().items()))


if __name__ == "__main__":
    main()
