import jax

from .config import Activation, ModelConfig
from .params import init_params
from .trainer import mse, sgd


def main() -> None:
    cfg = ModelConfig(activation=Activation.TANH)
    kx, kp = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(kx, (32, 16))
    y = jax.numpy.sin(x[:, :1])
    params = init_params(kp, 16, cfg)
    print("initial loss", float(mse(params, x, y, cfg)))
    params = sgd(params, x, y, cfg, lr=0.05, steps=10)
    print("final loss", float(mse(params, x, y, cfg)))


if __name__ == "__main__":
    main()
