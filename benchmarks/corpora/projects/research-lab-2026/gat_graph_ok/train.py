import optax
from flax import nnx

from .config import GATConfig
from .graphs import degree_stats, stochastic_block_model
from .metrics import masked_accuracy, masked_cross_entropy
from .model import GAT


@nnx.jit
def train_step(model, optimizer, graph):
    def loss_fn(m):
        logits = m(graph["x"], graph["adj"])
        return masked_cross_entropy(logits, graph["labels"], graph["train_mask"])

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def evaluate(model, graph):
    logits = model(graph["x"], graph["adj"])
    return masked_accuracy(logits, graph["labels"], ~graph["train_mask"])


def main():
    cfg = GATConfig()
    graph = stochastic_block_model(cfg)
    mean_deg, max_deg = degree_stats(graph["adj"])
    print(f"nodes {cfg.n_nodes} mean degree {mean_deg:.1f} max degree {max_deg}")
    model = GAT(cfg, nnx.Rngs(cfg.seed))
    optimizer = nnx.Optimizer(model, optax.adamw(cfg.lr, weight_decay=cfg.weight_decay), wrt=nnx.Param)
    for epoch in range(cfg.epochs):
        loss = train_step(model, optimizer, graph)
        if epoch % 20 == 0:
            print(f"epoch {epoch:3d} loss {float(loss):.4f}")
    print(f"test accuracy {float(evaluate(model, graph)):.3f}")
