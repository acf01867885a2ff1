from convae.data.shapes import blob_images, shuffled_batches

__all__ = ["blob_images", "shuffled_batches"]
