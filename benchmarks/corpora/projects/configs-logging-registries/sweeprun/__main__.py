import numpy as np

from . import config, runner


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    true_w = np.arange(1, 6, dtype=np.float32) / 5
    y = x @ true_w + 0.3
    cfg = config.override(config.load(), steps=25)
    params, losses = runner.fit(cfg, x, y)
    print(f"first loss {losses[0]:.4f}  last loss {losses[-1]:.4f}")
    print("w", np.round(np.asarray(params["w"]), 3))


main()
