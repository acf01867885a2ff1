import jax
import optax
from flax import nnx

from . import analysis, config, model, prune, train


def main():
    cfg = config.CONFIG
    x = jax.random.normal(jax.random.PRNGKey(1), (cfg["n"], cfg["in_dim"]))
    y = jax.numpy.sin(x[:, 0]) + x[:, 1] ** 2
    net = model.MoE(cfg, nnx.Rngs(0))
    print("kept weights", prune.prune_experts(net, cfg["prune_fraction"]))
    print("sparsity", analysis.sparsity_curve(x), "mask", analysis.mask_table(cfg["experts"], cfg["top_k"]))
    print("load", analysis.expert_load(net, x, k=cfg["top_k"]))
    opt = nnx.Optimizer(net, optax.adam(cfg["lr"]), wrt=nnx.Param)
    for _ in range(cfg["steps"]):
        loss = train.step(net, opt, x, y)
    print("loss", float(loss), "fixed-k", float(train.eval_fixed(net, x, y, k=cfg["top_k"])))
    print("k sweep", analysis.k_sweep(net, x, y))
