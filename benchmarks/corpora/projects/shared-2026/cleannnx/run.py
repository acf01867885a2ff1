import jax
import jax.numpy as jnp
import optax
from flax import nnx

from . import analysis, data, evaluate, model, options, train


def main():
    opts = options.OPTIONS
    x = data.make(jax.random.PRNGKey(0), opts["n"], opts["dim"], opts["code"])
    print("sizes", analysis.sizes(opts), "acts", analysis.per_activation(x))
    net = model.AutoEncoder(opts, nnx.Rngs(1))
    opt = nnx.Optimizer(net, optax.adam(opts["lr"]), wrt=nnx.Param)
    for _ in range(opts["steps"]):
        loss = train.step(net, opt, x)
    print("loss", float(loss), "range", evaluate.code_range(net, x))
    out = evaluate.report(net, x, jnp.float32(-1.0), jnp.float32(1.0))
    print({k: float(v) for k, v in out.items()})
    out = analysis.step_then_report(net, opt, x, jnp.float32(-2.0), jnp.float32(2.0))
    print({k: round(float(v), 4) for k, v in out.items()})
