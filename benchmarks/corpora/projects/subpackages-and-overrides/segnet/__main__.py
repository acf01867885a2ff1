import jax
import numpy as np

from segnet.config import NetConfig
from segnet.models.net import SegNet
from segnet.training.step import create, make_step


def main():
    cfg = NetConfig()
    rng = np.random.default_rng(0)
    x = rng.normal(size=(4, 16, cfg.in_channels)).astype(np.float32)
    labels = (x.sum(axis=-1) > 0).astype(np.int32) + (x[..., 0] > 1).astype(np.int32)
    model = SegNet(cfg)
    params, tx, opt_state = create(model, jax.random.PRNGKey(0), x, cfg.learning_rate)
    step = make_step(model, tx)
    for i in range(5):
        params, opt_state, loss = step(params, opt_state, x, labels)
        print(i, float(loss))


if __name__ == "__main__":
    main()
