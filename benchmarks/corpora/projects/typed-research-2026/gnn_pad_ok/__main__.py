import jax
import jax.numpy as jnp

from gnn_pad_ok import config
from gnn_pad_ok.batching import collate
from gnn_pad_ok.graphs import make_graphs
from gnn_pad_ok.model import gnn_apply
from gnn_pad_ok.train import train


def main():
    graphs, targets = make_graphs(config.N_GRAPHS, config.MAX_NODES, config.MAX_EDGES, config.NODE_FEATS, config.SEED)
    print(f"{len(graphs)} graphs, target variance {targets.var():.4f}")
    params = train(graphs[:200], targets[:200])
    test = collate(graphs[200:], targets[200:], config.MAX_NODES, config.MAX_EDGES)
    preds = jax.jit(jax.vmap(gnn_apply, in_axes=(None, 0)))(params, test)
    print(f"test mse {float(jnp.mean((preds - test['y']) ** 2)):.4f}")


if __name__ == "__main__":
    main()
