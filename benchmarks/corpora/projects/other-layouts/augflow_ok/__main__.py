import jax
import numpy as np

from . import model, pipeline, step


def main():
    key = jax.random.PRNGKey(0)
    k_data, k_init, k_loop = jax.random.split(key, 3)
    images, labels = pipeline.make_images(k_data)
    params = model.init_params(k_init, images.shape[1], 3)
    opt_state = step.OPTIMIZER.init(params)
    for epoch in range(5):
        k_epoch, k_loop = jax.random.split(k_loop)
        for i, (xb, yb) in enumerate(pipeline.batches(images, labels, 32, k_epoch)):
            params, opt_state, loss = step.train_step(
                params, opt_state, xb, yb, jax.random.fold_in(k_epoch, i)
            )
        print(f"epoch {epoch}: loss {float(loss):.4f}")
    preds = np.asarray(model.logits_fn(params, images.astype(np.float32) / 255.0)).argmax(-1)
    print(f"accuracy {(preds == labels).mean():.3f}")


if __name__ == "__main__":
    main()
