import optax
from flax import nnx

from .data import GaussianMixture
from .evaluate import eval_step
from .losses import clustering_loss
from .models import DeepKMeans
from .utils import AverageMeter


@nnx.jit
def train_step(model, optimizer, batch):
    (loss, rec), grads = nnx.value_and_grad(clustering_loss, has_aux=True)(model, batch)
    optimizer.update(model, grads)
    return loss, rec


def fit(args):
    data = GaussianMixture(args.clusters, seed=0)
    model = DeepKMeans(data.dim, args.hidden, args.latent, args.clusters, args.temperature, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(args.lr), wrt=nnx.Param)
    held_out = data.sample(256)
    meter = AverageMeter()
    for step in range(1, args.steps + 1):
        loss, rec = train_step(model, optimizer, data.sample(64))
        meter.add(loss)
        if step % args.eval_every == 0:
            m = eval_step(model, held_out)
            print("step %d loss %.4f purity %.3f clusters used %d/%d"
                  % (step, meter.avg, float(m["purity"]), int(m["clusters_used"]), args.clusters))
            meter = AverageMeter()
