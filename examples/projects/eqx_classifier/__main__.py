"""Train the classifier for a few steps on random data."""

import jax

from eqx_classifier import model, train

data_key, label_key, model_key = jax.random.split(jax.random.key(0), 3)
x = jax.random.normal(data_key, (16, 3))
labels = jax.random.randint(label_key, (16,), 0, 2)
classifier = model.Classifier(3, 8, 2, max_norm=1.0, key=model_key)
for _ in range(3):
    classifier = train.step(classifier, x, labels, 0.1)
