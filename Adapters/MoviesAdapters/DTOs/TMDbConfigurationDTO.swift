/// `/configuration`; only `images` is used.
struct TMDbConfigurationDTO: Decodable {
    let images: TMDbImagesDTO
}
