from .deep_kmeans import DeepKMeans
